import type { FastifyInstance } from 'fastify';

/** Authorisation (being written). */
export async function authorizeRoutes(_app: FastifyInstance): Promise<void> {}
