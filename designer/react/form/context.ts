import { createContext, useContext } from 'react';
import type { Lang } from '../../../schemas/text';
import type { DesignEditor } from '../../core';
import type { DesignActions } from './actions';
import type { CanvasBridge } from './canvasBridge';
import type { DropStore } from './dropStore';

/** What every part of the form designer reads: stable objects, so the context never re-renders its readers. */
export interface DesignerContextValue {
  editor: DesignEditor;
  actions: DesignActions;
  drops: DropStore;
  lang: Lang;
  bridge: CanvasBridge;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const value = useContext(DesignerContext);
  if (!value) throw new Error('useDesigner outside the form designer');
  return value;
}
