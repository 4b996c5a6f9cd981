// Development helper: drops the newest migration (never 0000) and generates it again from the tables,
// so a migration that has not landed yet can be reshaped. Never use on a migration that has landed.
import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const dir = 'server/db/migrations';
const journalPath = `${dir}/meta/_journal.json`;
const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
const last = journal.entries.at(-1);
if (!last || last.idx === 0) throw new Error('no pending migration to regenerate');
const [num, ...rest] = last.tag.split('_');
rmSync(`${dir}/${last.tag}.sql`);
rmSync(`${dir}/meta/${num}_snapshot.json`);
journal.entries.pop();
writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
execFileSync('npx', ['drizzle-kit', 'generate', '--name', rest.join('_')], { stdio: 'inherit' });
