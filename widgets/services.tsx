import { createContext, useContext } from 'react';
import type { Lang } from '../schemas/text';
import type { ApiCall } from '../schemas/types';

/** A dictionary item (spec section 3: dictionary data). */
export interface DictionaryItem {
  id: string;
  enCode: string;
  fullName: string;
  parentId?: string;
  children?: DictionaryItem[];
}

/** An address node (spec section 3: id, fullName, isLeaf). */
export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

/**
 * What widgets may ask of the application (architecture.md section 4). The runtime provides it with
 * HTTP and caching; stories and tests provide their own. Widgets never fetch or import the runtime.
 */
export interface WidgetServices {
  lang: Lang;
  /** Enabled items of a dictionary type, by type code or id (cached by the provider). */
  dictionary(typeCode: string): Promise<DictionaryItem[]>;
  /** Children of an area; '-1' gives the provinces. */
  areaChildren(parentId: string): Promise<AreaNode[]>;
  /** Names of area id paths, e.g. [['44','4403']] -> [['广东省','深圳市']]. */
  areaNames(paths: string[][]): Promise<string[][]>;
  /** Rows of an API call (options from `{ api }` sources). */
  call(api: ApiCall, context?: Record<string, unknown>): Promise<unknown>;
}

const missing = (): never => {
  throw new Error('WidgetServices not provided');
};

export const WidgetServicesContext = createContext<WidgetServices>({
  lang: 'zh',
  dictionary: missing,
  areaChildren: missing,
  areaNames: missing,
  call: missing,
});

export function useWidgetServices(): WidgetServices {
  return useContext(WidgetServicesContext);
}
