import { inArray } from 'drizzle-orm';
import type { Tx } from './client';
import { seedSteps } from '../modules/system/catalogue-tables';

/**
 * A named piece of seed data. Each step runs once per database (recorded in seed_steps), so a
 * database created by an older version gets the new catalogue data on its next start, and rows an
 * administrator later edits or deletes are not put back.
 */
export interface SeedStep {
  name: string;
  run(tx: Tx): Promise<void>;
}

/** Runs the steps not yet applied, in order, inside the caller's transaction. */
export async function runSeedSteps(tx: Tx, steps: readonly SeedStep[]): Promise<string[]> {
  if (steps.length === 0) return [];
  const done = await tx.select({ name: seedSteps.name }).from(seedSteps).where(inArray(seedSteps.name, steps.map((s) => s.name)));
  const applied = new Set(done.map((d) => d.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (applied.has(step.name)) continue;
    await step.run(tx);
    await tx.insert(seedSteps).values({ name: step.name, appliedAt: new Date().toISOString() });
    ran.push(step.name);
  }
  return ran;
}
