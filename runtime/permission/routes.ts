import type { AppRoute, MenuEntry } from '../state/session';

/** Views that render menu types 3, 4, 5 and 8 (docs/product.md#jnpf-menu-routes). */
export const DYNAMIC_VIEWS: Record<number, string> = {
  3: 'dynamicModel',
  4: 'dynamicDictionary',
  5: 'dynamicDataReport',
  8: 'dynamicPortal',
};

export interface BuildOptions {
  /** Session token, put into data-visualization and link addresses. */
  token: string;
  /** Base address of the data-visualization server (`${dataV}` in link addresses). */
  dataV: string;
}

export interface BuiltMenus {
  /** Routes of the menu entries (no fixed routes). */
  routes: AppRoute[];
  /** A copy of the menu tree with `path` and `vueName` set on every entry (for the sidebar). */
  menus: MenuEntry[];
}

interface MenuProperties {
  moduleId?: string;
  isTree?: number;
  [key: string]: unknown;
}

export function parseProperties(json: string | null | undefined): MenuProperties {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as MenuProperties) : {};
  } catch {
    return {};
  }
}

/** '/' + address without its query string and without duplicate leading slashes. */
export function pathOf(urlAddress: string | null | undefined): string {
  const address = (urlAddress ?? '').split('?')[0].replace(/^\/+/, '');
  return '/' + address;
}

/** Replaces the `${dataV}` and `${jnpfToken}` placeholders of a link address. */
export function fillLink(urlAddress: string, options: BuildOptions): string {
  return urlAddress.split('${dataV}').join(options.dataV).split('${jnpfToken}').join(options.token);
}

export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);

/** The fixed large-screen route, present only when the menu has an entry coded 'visualization'. */
export const VISUALIZATION_PATH = '/visualization';

function baseMeta(e: MenuEntry, vueName: string) {
  return { title: vueName, zhTitle: e.fullName, icon: e.icon ?? null, modelId: e.id, menuType: e.type };
}

/** Turns the menu list of CurrentUser into routes and an annotated menu tree (docs/product.md#jnpf-menu-routes). */
export function buildMenuRoutes(menuList: MenuEntry[], options: BuildOptions): BuiltMenus {
  const routes: AppRoute[] = [];

  const visit = (entry: MenuEntry): MenuEntry => {
    const e: MenuEntry = { ...entry };
    const vueName = (e.enCode ?? '').replace(/\./g, '-');
    e.vueName = vueName;
    const props = parseProperties(e.propertyJson);

    if (e.enCode === 'visualization') {
      e.path = VISUALIZATION_PATH;
      routes.push({ path: VISUALIZATION_PATH, name: vueName, view: 'visualization', meta: { ...baseMeta(e, vueName), hidden: true } });
    } else {
      switch (e.type) {
        case 1:
          e.path = '/' + e.enCode;
          break;
        case 2: {
          e.path = pathOf(e.urlAddress);
          routes.push({
            path: e.path, name: vueName, view: 'page',
            meta: { ...baseMeta(e, vueName), urlAddress: e.path.slice(1) },
          });
          break;
        }
        case 3: case 4: case 5: case 8: {
          e.path = pathOf(e.urlAddress);
          routes.push({
            path: e.path, name: e.enCode, view: DYNAMIC_VIEWS[e.type],
            meta: { ...baseMeta(e, vueName), relationId: props.moduleId || '', isTree: Number(props.isTree) || 0 },
          });
          break;
        }
        case 6:
          e.path = `${options.dataV}/view/${props.moduleId ?? ''}?token=${options.token}`;
          break;
        case 7: {
          const address = fillLink(e.urlAddress ?? '', options);
          if (e.linkTarget === '_self') {
            e.path = '/' + e.enCode;
            routes.push({ path: e.path, name: vueName, view: 'externalLink', meta: { ...baseMeta(e, vueName), urlAddress: address } });
          } else {
            e.path = address;
          }
          break;
        }
        default:
          break;
      }
    }
    if (e.children?.length) e.children = e.children.map(visit);
    return e;
  };

  const menus = menuList.map(visit);
  return { routes, menus };
}
