import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { createFranchisee, createShop, createSpv, type GoldContext } from '../../api/gold-helpers';
import { adminLogin } from '../../api/helpers';

/**
 * Creates an SPV, a franchisee and `count` shops through the API (the API tests' helpers, on the app built
 * in-process over the database the server will open, before it starts: PGlite's files cannot be shared with a
 * running server). Returns the shops' codes, which the import files name.
 */
export async function seedShops(env: NodeJS.ProcessEnv, count: number): Promise<string[]> {
  const app = await buildApp({ config: { ...loadConfig(env), logLevel: 'silent', jobPollMs: 0 }, logger: false });
  await app.ready();
  try {
    const t: GoldContext = { app, db: app.database.db, codes: [], close: () => app.close(), admin: await adminLogin(app) };
    const spv = await createSpv(t);
    const franchisee = await createFranchisee(t, spv.id);
    const codes: string[] = [];
    for (let i = 0; i < count; i++) codes.push((await createShop(t, franchisee.id)).code as string);
    return codes;
  } finally {
    await app.close();
  }
}
