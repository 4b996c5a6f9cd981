import { createContext, useContext } from 'react';
import type { Lang } from '../../../schemas/text';

/** What every field of one rendered form shares. */
export interface LayoutState {
  /** Unique per form instance, so two open forms never share DOM ids. */
  idPrefix: string;
  lang: Lang;
  /** Expression scope besides the values (`route`, `row`, `id`). */
  context: Record<string, unknown>;
}

export const LayoutContext = createContext<LayoutState>({ idPrefix: 'form', lang: 'zh', context: {} });

export function useLayout(): LayoutState {
  return useContext(LayoutContext);
}

/** DOM id of a field's input (label `htmlFor`, focus after a failed submit). */
export function fieldDomId(idPrefix: string, vModel: string): string {
  return `${idPrefix}-${vModel.replace(/[^\w-]/g, '_')}`;
}

/** DOM id of the grid cell around a field (scrolled into view when the input has no id). */
export function fieldItemDomId(idPrefix: string, vModel: string): string {
  return `${fieldDomId(idPrefix, vModel)}-item`;
}
