import type { ComponentType } from 'react';
import type { LocalText } from '../../schemas/text';
import type { AppRoute } from '../state/session';
import type { SchemaLoader } from '../renderers/registry';
import { registerSchemas } from '../renderers/registry';

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
}

/** Props of a dialog a `custom` list action opens (registered in ScreenSet.dialogs by name). */
export interface CustomDialogProps {
  /** The row of a row action; undefined for a toolbar action. */
  row?: Record<string, unknown>;
  /** Closes the dialog without change. */
  onClose(): void;
  /** Closes the dialog after a change; the list reloads. */
  onDone(): void;
}

type Lazy<P> = () => Promise<{ default: ComponentType<P> }>;

export interface ScreenSet {
  schemas: Record<string, SchemaLoader>;
  pages: Record<string, string>;
  fixed: FixedScreen[];
  /** Menu page addresses rendered by a component, where no schema can express the screen. */
  components?: Record<string, Lazy<object>>;
  /** Dialogs of `custom` actions, by the action's `component` name. */
  dialogs?: Record<string, Lazy<CustomDialogProps>>;
}

const pages = new Map<string, string>();
const fixed: FixedScreen[] = [];

export function registerScreens(set: ScreenSet): void {
  registerSchemas(set.schemas);
  for (const [address, schemaId] of Object.entries(set.pages)) pages.set(address.replace(/^\/+/, ''), schemaId);
  fixed.push(...set.fixed);
}

/** The schema id rendering a menu page address, if a schema renders it. */
export function schemaPageFor(urlAddress: string | undefined): string | undefined {
  if (!urlAddress) return undefined;
  return pages.get(urlAddress.split('?')[0].replace(/^\/+/, ''));
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
      meta: { title: zh, zhTitle: zh, localTitle: screen.title, hidden: true, modelId: owner.meta.modelId, icon: owner.meta.icon },
    }];
  });
}
