/**
 * Keystroke-to-paint, measured in the page: from a keydown's timestamp to the moment after the next
 * frame has been produced (a message posted from that frame's requestAnimationFrame callback runs
 * after its paint). The bench runs Chromium without the frame-rate limit, so this is the work a
 * keystroke causes (event handling, React render, style, layout, paint), not the wait for vsync.
 */
declare global {
  interface Window {
    __latencies: number[];
    __ready: boolean;
  }
}

export function installLatencyProbe(): void {
  window.__latencies = [];
  document.addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__latencies.push(performance.now() - start);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
}
