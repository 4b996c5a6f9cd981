import type { Resource } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mounted resources of this application by model name: the change history serves every one,
     * including models published at run time. Decorated on the root, so every plugin shares it.
     */
    resources: Map<string, Resource>;
  }
}

export const resourceRegistry = (): Map<string, Resource> => new Map();
