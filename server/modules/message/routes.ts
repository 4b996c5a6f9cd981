import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contact-routes';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';

/** The message module's HTTP routes (docs/product.md#message-calls); the websocket methods live in realtime/. */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  await app.register(inboxRoutes);
  await app.register(noticeRoutes);
  await app.register(contactRoutes);
}
