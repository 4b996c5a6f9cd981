import fs from 'node:fs';

/**
 * The server's memory from /proc/<pid>/status. VmHWM is the peak resident size since start or since the last
 * reset (writing 5 to /proc/<pid>/clear_refs), so each import's peak is read on its own; a 20 ms sample of VmRSS
 * backs it up where the reset is not allowed.
 */

const MB = 1024;
const field = (pid: number, name: string): number => {
  const m = new RegExp(`${name}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / MB : 0;
};
const round = (n: number) => Math.round(n * 10) / 10;

export const rssMB = (pid: number) => round(field(pid, 'VmRSS'));

export class PeakMemory {
  private sampledKB = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Whether VmHWM could be reset: if not, it holds the peak since the server started. */
  resetWorked = false;

  constructor(private readonly pid: number) {}

  start(): void {
    try {
      fs.writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
      this.resetWorked = true;
    } catch {
      this.resetWorked = false;
    }
    this.sampledKB = 0;
    this.timer = setInterval(() => {
      try { this.sampledKB = Math.max(this.sampledKB, field(this.pid, 'VmRSS') * MB); } catch { /* the process ended */ }
    }, 20);
  }

  /** Stops sampling; the peak in MB (VmHWM, or the sampled maximum if that is higher). */
  stop(): { peakMB: number; hwmMB: number; sampledMB: number } {
    clearInterval(this.timer);
    const hwm = field(this.pid, 'VmHWM');
    const sampled = this.sampledKB / MB;
    return { peakMB: round(Math.max(hwm, sampled)), hwmMB: round(hwm), sampledMB: round(sampled) };
  }
}
