import type { Resource } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mounted resources of this application by model name: the change history serves every one,
     * including models published at run time (found through the resolvers below). Decorated on the root, so
     * every plugin shares it.
     */
    resources: Map<string, Resource>;
  }
}

export const resourceRegistry = (): Map<string, Resource> => new Map();

/** Finds a resource mounted at run time by its model name (a published design), or null when it is not one. */
export type ResourceResolver = (name: string) => Promise<Resource | null>;

// Per registry (tests build many apps in one process).
const resolvers = new WeakMap<Map<string, Resource>, ResourceResolver[]>();

/** Lets a module answer for models it mounts at run time, so they are known from the start, before any of their calls. */
export function addResourceResolver(registry: Map<string, Resource>, resolver: ResourceResolver): void {
  const list = resolvers.get(registry) ?? [];
  list.push(resolver);
  resolvers.set(registry, list);
}

/** The resource of a model name: a mounted one, else the first resolver's answer; null when none knows it. */
export async function findResource(registry: Map<string, Resource>, name: string): Promise<Resource | null> {
  const mounted = registry.get(name);
  if (mounted) return mounted;
  for (const resolve of resolvers.get(registry) ?? []) {
    const found = await resolve(name);
    if (found) return found;
  }
  return null;
}
