import type { FastifyInstance } from 'fastify';

/** Menus with their buttons, columns, forms and data-rule schemes (being written). */
export async function menuRoutes(_app: FastifyInstance): Promise<void> {}
