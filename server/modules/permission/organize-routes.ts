import type { FastifyInstance } from 'fastify';

/** Organisations and departments (being written). */
export async function organizeRoutes(_app: FastifyInstance): Promise<void> {}
