import type { Model } from '../schemas/model';
import { GOLD_MODELS } from './gold';

/**
 * Every model written in code, by name: the server mounts them, the screens inherit from them, the
 * schema check holds pages to them. Published (designer) models join them at run time.
 */
export const MODELS: ReadonlyMap<string, Model> = new Map(GOLD_MODELS.map((m) => [m.name, m]));
