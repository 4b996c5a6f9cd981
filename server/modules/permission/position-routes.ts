import type { FastifyInstance } from 'fastify';

/** Positions (being written). */
export async function positionRoutes(_app: FastifyInstance): Promise<void> {}
