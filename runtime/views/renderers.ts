import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRoute } from '../state/session';

/** A renderer of menu types 3, 4, 5 and 8; it receives the route (meta.relationId, meta.isTree, meta.modelId). */
export type RendererComponent = LazyExoticComponent<ComponentType<{ route: AppRoute }>>;

/**
 * Renderers by view ('dynamicModel', 'dynamicDictionary', 'dynamicDataReport', 'dynamicPortal', 'visualization').
 * runtime/renderers registers them here (MenuView registers 'dynamicModel': renderers/dynamic-model/register.ts).
 */
export const RENDERERS: Partial<Record<string, RendererComponent>> = {};

export function registerRenderer(view: string, component: RendererComponent): void {
  RENDERERS[view] = component;
}
