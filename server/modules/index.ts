import type { FastifyInstance } from 'fastify';

/** Registers every domain module's routes. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  void app;
}
