import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../resource';
import { franchiseeResource } from './franchisee';
import { shopResource } from './shop';
import { spvResource } from './spv';
import { userLinkRoutes } from './user-link-routes';
import './data-rules';

/** The gold module: its master-data models on the resource engine, and the user link. */
export async function goldRoutes(app: FastifyInstance): Promise<void> {
  await resourceRoutes(app, [spvResource, franchiseeResource, shopResource]);
  await app.register(userLinkRoutes);
}
