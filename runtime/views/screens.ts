import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LocalText } from '../../schemas/text';
import type { AppRoute } from '../state/session';
import type { SchemaLoader } from '../renderers/registry';
import { registerSchemas } from '../renderers/registry';
import { RUNTIME_PAGES } from './pages';

/**
 * Screens made of schemas, registered by business-screens at start-up (the runtime never imports
 * business-screens: the dependency goes the other way).
 *  - pages: a menu page address (menu type 2 urlAddress) rendered by a page schema.
 *  - fixed: a route with parameters (e.g. '/gold/spvs/detail/$id') rendered by a page schema; it
 *    exists for a user only when they have the menu page `menu`, whose modelId guards its buttons.
 */
export interface FixedScreen {
  path: string;
  schema: string;
  /** urlAddress of the menu page the screen belongs to. */
  menu: string;
  title: LocalText;
  /** Fixed route parameters the schema reads as `{{route.x}}` beside the path's own (one page serving several entities). */
  params?: Record<string, string>;
}

/** Props of a dialog a `custom` list action opens (registered in ScreenSet.dialogs by name). */
export interface CustomDialogProps {
  /** The row of a row action; undefined for a toolbar action. */
  row?: Record<string, unknown>;
  /** Closes the dialog without change. */
  onClose(): void;
  /** Closes the dialog after a change; the list reloads. */
  onDone(): void;
  /** Route parameters of the list's page (`{{route.x}}`), e.g. the menu id of '/system/menu/schemes/$id'. */
  route?: Record<string, string>;
}

/** A module loader: the component's code downloads when it is first shown. */
export type Lazy<P> = () => Promise<{ default: ComponentType<P> }>;

export interface ScreenSet {
  schemas: Record<string, SchemaLoader>;
  pages: Record<string, string>;
  fixed: FixedScreen[];
  /**
   * Menu page addresses rendered by a component, where no schema can express the screen. One registry
   * with the runtime's own pages (pages.ts), which a component registered here replaces.
   */
  components?: Record<string, Lazy<object>>;
  /** Dialogs of `custom` actions, by the action's `component` name. */
  dialogs?: Record<string, Lazy<CustomDialogProps>>;
}

/** A menu address as the maps key it: no query, no leading slash. */
const addressKey = (urlAddress: string) => urlAddress.split('?')[0].replace(/^\/+/, '');

const pages = new Map<string, string>();
const fixed: FixedScreen[] = [];
/** Component pages by menu address: the runtime's own first, replaced by any registered for the same address. */
const componentLoaders = new Map<string, Lazy<object>>(Object.entries(RUNTIME_PAGES).map(([address, load]) => [addressKey(address), load]));
const dialogLoaders = new Map<string, Lazy<CustomDialogProps>>();
// One lazy component per name, made on first use: React.lazy must get the same component every render.
const componentPages = new Map<string, LazyExoticComponent<ComponentType<object>>>();
const dialogComponents = new Map<string, LazyExoticComponent<ComponentType<CustomDialogProps>>>();

export function registerScreens(set: ScreenSet): void {
  registerSchemas(set.schemas);
  for (const [address, schemaId] of Object.entries(set.pages)) pages.set(addressKey(address), schemaId);
  fixed.push(...set.fixed);
  for (const [address, load] of Object.entries(set.components ?? {})) {
    componentLoaders.set(addressKey(address), load);
    componentPages.delete(addressKey(address));
  }
  for (const [name, load] of Object.entries(set.dialogs ?? {})) {
    dialogLoaders.set(name, load);
    dialogComponents.delete(name);
  }
}

/** The schema id rendering a menu page address, if a schema renders it. */
export function schemaPageFor(urlAddress: string | undefined): string | undefined {
  if (!urlAddress) return undefined;
  return pages.get(addressKey(urlAddress));
}

/** The component rendering a menu page address (ScreenSet.components, else the runtime's own page), loaded on demand. */
export function componentPageFor(urlAddress: string | undefined): LazyExoticComponent<ComponentType<object>> | undefined {
  if (!urlAddress) return undefined;
  const key = addressKey(urlAddress);
  const load = componentLoaders.get(key);
  if (!load) return undefined;
  let page = componentPages.get(key);
  if (!page) componentPages.set(key, (page = lazy(load)));
  return page;
}

export function hasCustomDialog(name: string): boolean {
  return dialogLoaders.has(name);
}

/** The dialog of a `custom` action by its `component` name (ScreenSet.dialogs), loaded on demand. */
export function customDialogFor(name: string): LazyExoticComponent<ComponentType<CustomDialogProps>> | undefined {
  const load = dialogLoaders.get(name);
  if (!load) return undefined;
  let dialog = dialogComponents.get(name);
  if (!dialog) dialogComponents.set(name, (dialog = lazy(load)));
  return dialog;
}

export function fixedScreens(): readonly FixedScreen[] {
  return fixed;
}

/** Routes of the fixed screens whose menu page the user has (they inherit its modelId). */
export function fixedScreenRoutes(menuRoutes: readonly AppRoute[]): AppRoute[] {
  return fixed.flatMap((screen) => {
    const owner = menuRoutes.find((r) => r.view === 'page' && r.meta.urlAddress === screen.menu);
    if (!owner) return [];
    const zh = typeof screen.title === 'string' ? screen.title : screen.title.zh;
    return [{
      path: screen.path,
      name: screen.schema,
      view: 'fixedScreen',
      meta: { title: zh, zhTitle: zh, localTitle: screen.title, hidden: true, modelId: owner.meta.modelId, icon: owner.meta.icon, ownerPath: owner.path },
    }];
  });
}
