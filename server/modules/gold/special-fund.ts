import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { buttonOf } from '../../../schemas/model';
import { ok } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { tr } from '../../core/i18n';
import type { Tx } from '../../db/client';
import { pageOf, type Resource, type Row, type SaveContext } from '../../resource';
import { actorOf } from '../../resource/access';
import { IdsBody, pageQuery } from '../../resource/http';
import { filterWhere } from '../../resource/read';
import { deleteRecords } from '../../resource/write';
import { STOCK_TEXT } from './messages';
import { assertMonthsOpen } from './month-guard';
import { reachableShops } from './shop-access';

/**
 * Special funds (docs/domain.md, decisions of gold operations II, "Special funds"): signed amounts beside settlements.
 * The engine mounts edit, detail and export; the page and the delete are at the spec's paths.
 */

/**
 * A special fund names a shop the caller reaches on the special-fund page (taken FOR SHARE, as stock does), and neither
 * its new date nor, on an edit, its old one lies in a closed month of its shop.
 */
export async function specialFundBeforeSave(ctx: SaveContext): Promise<void> {
  const { tx, request, values, before } = ctx;
  const shopId = (values.shopId ?? before?.shopId) as string;
  await assertMonthsOpen(tx, [
    { shopId, date: (values.fundDate ?? before?.fundDate) as string },
    ...(before ? [{ shopId: before.shopId as string, date: before.fundDate as string }] : []),
  ], 'fundDate');
  if (before && (values.shopId === undefined || values.shopId === before.shopId)) return;
  if (!(await reachableShops(tx, request, [shopId], true)).has(shopId)) throw badRequest(STOCK_TEXT.shopOutOfReach, 'shopId');
}

/** Special funds dated in a closed month stay. */
export async function specialFundBeforeDelete(tx: Tx, rows: Row[]): Promise<void> {
  await assertMonthsOpen(tx, rows.map((r) => ({ shopId: r.shopId as string, date: r.fundDate as string })));
}

export async function specialFundRoutes(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  const menu = model.access.menu;
  const tags = [model.name];

  app.get('/api/shopFund/fundSpecialPage', {
    config: { access: { menu } },
    schema: { tags, summary: 'Special funds in scope (newest first, or by sidx/sort)', querystring: pageQuery(resource) },
  }, async (request) => {
    const q = request.query as Record<string, any>;
    return pageOf(resource, filterWhere(resource, (await resource.scopeOf(request)).manage, q), q);
  });

  app.delete('/api/shopFund/deleteSpecial', {
    config: { access: { menu, button: buttonOf(model, 'remove') } },
    schema: { tags, summary: 'Soft-delete special funds (all or none; 404 when one is missing or out of scope)', body: IdsBody },
  }, async (request) => {
    await deleteRecords(db, resource, await resource.scopeOf(request), actorOf(request), request.body.ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
