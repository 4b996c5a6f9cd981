import type { FastifyInstance } from 'fastify';

/** Users (being written). */
export async function userRoutes(_app: FastifyInstance): Promise<void> {}
