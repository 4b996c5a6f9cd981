import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../resource';
import { franchiseeResource } from './franchisee';
import { goldPriceResource } from './gold-price';
import { inventoryResource } from './inventory';
import { saleResource } from './sale';
import { shopResource } from './shop';
import { spvResource } from './spv';
import { userLinkRoutes } from './user-link-routes';
import './data-rules';

/** The gold module: its models on the resource engine (master data, prices, stock, sales), and the user link. */
export async function goldRoutes(app: FastifyInstance): Promise<void> {
  await resourceRoutes(app, [spvResource, franchiseeResource, shopResource, goldPriceResource, inventoryResource, saleResource]);
  await app.register(userLinkRoutes);
}
