import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../resource';
import { franchiseeResource } from './franchisee';
import { fundBatchResource, fundResource, specialFundResource } from './fund';
import { monthEndResource } from './month-end';
import { settlementDayResource, settlementResource } from './settlement';
import { goldPriceResource } from './gold-price';
import { inventoryResource } from './inventory';
import { saleResource } from './sale';
import { shopResource } from './shop';
import { spvResource } from './spv';
import { standingBookRoutes } from './standing-book';
import { userLinkRoutes } from './user-link-routes';
import './data-rules';

/** The gold module: its models on the resource engine (master data, prices, stock, sales, settlements, funds, month-end), and the user link. */
export async function goldRoutes(app: FastifyInstance): Promise<void> {
  await resourceRoutes(app, [spvResource, franchiseeResource, shopResource, goldPriceResource, inventoryResource, saleResource,
    settlementDayResource, settlementResource, fundBatchResource, fundResource, specialFundResource, monthEndResource]);
  await app.register(userLinkRoutes);
  await app.register(standingBookRoutes);
}
