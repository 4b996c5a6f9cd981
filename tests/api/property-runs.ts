/**
 * The budget and the report of the route-level property tests (gold-invariants, gold-finance-invariants,
 * gold-month-end-invariants): FC_RUNS and FC_SEED set how many runs and which seed (`npm run test:invariants` runs
 * 10,000); what the runs covered is printed.
 * CI runs the default 1,000 on PostgreSQL and 100 on PGlite (`.ci/run`).
 */
export const numRuns = Number(process.env.FC_RUNS ?? 1000);
export const seed = Number(process.env.FC_SEED ?? 20261126);
/** The test's limit: catches hangs only (a run takes well under `msPerRun` even on a loaded machine). */
export const timeoutFor = (msPerRun: number) => Math.max(120_000, numRuns * msPerRun);

/** Counts of what happened, printed sorted, then the pace of the runs. */
export function reportRuns(name: string, outcomes: Map<string, number>, runs: number, started: number): void {
  const ms = performance.now() - started;
  console.info([...outcomes].sort(([x], [y]) => x.localeCompare(y)).map(([k, n]) => `${String(n).padStart(6)}  ${k}`).join('\n'));
  console.info(`${name}: ${runs} runs in ${(ms / 1000).toFixed(1)} s, ${(ms / runs).toFixed(0)} ms per run (seed ${seed})`);
}

/**
 * One run's body: on failure the error carries the run's steps in order, so the shrunk counterexample prints with what
 * each step did; FC_LOG=1 prints every run's steps.
 */
export async function withStepLog(log: string[], body: () => Promise<void>): Promise<void> {
  try {
    await body();
    if (process.env.FC_LOG) console.info(log.join('\n'));
  } catch (error) {
    throw new Error(`${(error as Error).message}\nsteps:\n  ${log.join('\n  ')}`, { cause: error });
  }
}
