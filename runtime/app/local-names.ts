import { getPublicConfig } from '../data/api/system';
import { session } from '../state/session';
import { settings } from '../state/settings';
import { tags } from '../state/tags';

/**
 * Names that are data (menus, the product's name) come from the server in the language of the request
 * (docs/architecture.md#names-that-are-data): after a language switch the signed-in shell reads them again — the
 * menu (sidebar, breadcrumbs, header search, workbench), the open tabs' titles and the product's name.
 * `reloadSession` reads the current user again when it was loaded (true then); the router passes it, so this
 * module, loaded on demand, does not pull the session loader out of the sign-in page's chunk.
 */
export async function reloadLocalNames(reloadSession: () => Promise<boolean>): Promise<void> {
  if (await reloadSession().catch(() => false)) {
    // The reloaded user brought the product's name too (runtime/app/loadSession.ts).
    const metaOf = new Map(session.routes.map((r) => [r.path, r.meta]));
    for (const view of tags.visitedViews) {
      const meta = metaOf.get(view.path);
      if (meta) {
        view.meta = { ...view.meta, ...meta };
        view.zhTitle = meta.zhTitle;
      }
    }
  } else {
    await getPublicConfig().then((c) => { if (c?.sysName) settings.title = c.sysName; }, () => undefined);
  }
}
