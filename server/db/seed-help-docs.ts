import { and, eq } from 'drizzle-orm';
import type { SeedStep } from './seed-steps';
import { menus } from './schema';

/**
 * The sidebar's 帮助文档 (menu helpDocs, a link opened in a new tab) opened the API reference (/api/docs); it opens the
 * user guide (/help) now. A database seeded before keeps an address its administrator changed; only the old default moves.
 */
export const helpDocsLink: SeedStep = {
  name: 'help-docs-guide',
  async run(tx) {
    await tx.update(menus).set({ urlAddress: '/help' }).where(and(eq(menus.enCode, 'helpDocs'), eq(menus.urlAddress, '/api/docs')));
  },
};
