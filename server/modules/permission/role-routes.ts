import type { FastifyInstance } from 'fastify';

/** Roles (being written). */
export async function roleRoutes(_app: FastifyInstance): Promise<void> {}
