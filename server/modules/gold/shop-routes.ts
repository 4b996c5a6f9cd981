import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, tr } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { actorOf, editButtonGuard, SAVE_BUTTONS, GOLD_PICKER_MENUS, requireAnyMenu } from './access';
import { sendXlsx, type ExportColumn } from './export';
import { CODE_LABELS, COMMON_LABELS, SHOP_FIELDS, SHOP_FREEZE_FIELDS, SHOP_STATUS_OPTIONS, fieldByKey } from './fields';
import {
  AreaIdsIn, DateIn, DecimalIn, EditMeta, FilterEnum, Id, IdParams, IdsBody, IntEnum, TextIn, filterValue,
} from './http-schemas';
import { GOLD_TEXT } from './messages';
import { SortQuery } from './query';
import { requestGoldScope } from './scope';
import { GOLD_MENUS } from './seed';
import { deleteShops, exportShops, freezeShop, getShop, listCanSettle, listShops, pageShops, saveShop, SHOP_FROZEN } from './shop-service';
import type { ShopWire } from './wire';

const Filter = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'code, name or manager contains' })),
  code: Type.Optional(Type.String({ maxLength: 50 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  spvId: Type.Optional(Type.String({ maxLength: 64 })),
  allianceBusinessId: Type.Optional(Type.String({ maxLength: 64 })),
  status: FilterEnum([1, 2], '1 open, 2 frozen'),
  areaIds: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 3, description: 'leading area ids, e.g. [province] or [province, city]' })),
});

const EditBody = Type.Object({
  ...EditMeta,
  name: TextIn('required, at most 100 characters'),
  allianceBusinessId: TextIn('required; an enabled franchisee in scope'),
  spvId: TextIn('defaults to the franchisee\'s SPV'),
  areaIds: AreaIdsIn,
  address: TextIn(),
  longitude: DecimalIn('-180..180, 6 decimals'),
  latitude: DecimalIn('-90..90, 6 decimals'),
  manager: TextIn(),
  phone: TextIn('mobile or landline'),
  openingDate: DateIn('opening date'),
  floorArea: DecimalIn('square metres, 2 decimals'),
  weightLimit: DecimalIn('grams, 3 decimals'),
  remark: TextIn(),
});

const FreezeBody = Type.Object({
  id: Id,
  status: IntEnum([1, 2], '2 freeze, 1 unfreeze'),
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000, description: 'required to freeze, at most 200 characters' }), Type.Null()])),
});

const label = (key: string) => fieldByKey([...SHOP_FIELDS, ...SHOP_FREEZE_FIELDS], key).label;

export const SHOP_EXPORT_COLUMNS: ExportColumn<ShopWire>[] = [
  { key: 'code', label: CODE_LABELS.shop },
  { key: 'name', label: label('name') },
  { key: 'allianceBusinessName', label: COMMON_LABELS.allianceBusinessName },
  { key: 'spvName', label: COMMON_LABELS.spvName },
  { key: 'areaName', label: COMMON_LABELS.areaName },
  { key: 'address', label: label('address') },
  { key: 'longitude', label: label('longitude'), format: { kind: 'decimal', scale: 6 } },
  { key: 'latitude', label: label('latitude'), format: { kind: 'decimal', scale: 6 } },
  { key: 'manager', label: label('manager') },
  { key: 'phone', label: label('phone') },
  { key: 'openingDate', label: label('openingDate') },
  { key: 'floorArea', label: label('floorArea'), format: { kind: 'decimal', scale: 2 } },
  { key: 'weightLimit', label: label('weightLimit'), format: { kind: 'decimal', scale: 3 } },
  { key: 'status', label: label('status'), format: { kind: 'option', options: SHOP_STATUS_OPTIONS } },
  { key: 'freezeReason', label: label('freezeReason') },
  { key: 'freezeTime', label: COMMON_LABELS.freezeTime, format: { kind: 'time' } },
  { key: 'freezeByName', label: COMMON_LABELS.freezeByName },
  { key: 'remark', label: label('remark') },
  { key: 'createdAt', label: COMMON_LABELS.createdAt, format: { kind: 'time' } },
  { key: 'createdByName', label: COMMON_LABELS.createdByName },
];

/** Shop master data (spec section 7 "Business API": /shop/*; import and settlement lists are other issues). */
export async function shopRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = GOLD_MENUS.shop;
  const tags = ['gold: shop'];

  app.get('/api/shop/page', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Shop page (newest first, or by sidx/sort): weights 3 decimals, coordinates 6, floor area 2; freezeTime epoch ms',
      querystring: Type.Composite([PageQuery, SortQuery, Filter]),
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageShops(db, await requestGoldScope(request, db), { ...q, status: filterValue(q.status) });
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get('/api/shop/list', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Shops in scope (frozen included, see status), for drop-downs (any gold master menu)',
      querystring: Type.Object({
        spvId: Type.Optional(Type.String({ maxLength: 64 })),
        allianceBusinessId: Type.Optional(Type.String({ maxLength: 64 })),
        status: FilterEnum([1, 2], '1 open, 2 frozen'),
      }),
    },
  }, async (request) => {
    await requireAnyMenu(request, db, GOLD_PICKER_MENUS);
    const q = request.query;
    return list(await listShops(db, await requestGoldScope(request, db), { ...q, status: filterValue(q.status) }));
  });

  app.get('/api/shop/listCanSettlement', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Open shops in scope with settlement days no settlement covers yet (unsettledDays, firstDay, lastDay as YYYY-MM-DD)',
    },
  }, async (request) => {
    await requireAnyMenu(request, db, GOLD_PICKER_MENUS);
    return list(await listCanSettle(db, await requestGoldScope(request, db)));
  });

  app.get('/api/shop/detail/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One shop; 404 when missing or out of scope', params: IdParams },
  }, async (request) => ok(await getShop(db, await requestGoldScope(request, db), request.params.id)));

  app.post('/api/shop/edit', {
    config: { access: { menu, button: SAVE_BUTTONS } },
    preValidation: editButtonGuard(menu, db),
    schema: {
      tags,
      summary: 'Create (no id, btn_add; code from rule shopCode) or update (id + version, btn_edit; stale version 409). Updates write change records.',
      body: EditBody,
    },
  }, async (request) => {
    const { shop, created } = await saveShop(db, await requestGoldScope(request, db), actorOf(request), request.body);
    return ok(shop, pick(request, created ? GOLD_TEXT.created : GOLD_TEXT.updated));
  });

  app.post('/api/shop/freeze', {
    config: { access: { menu, button: 'btn_freeze' } },
    schema: { tags, summary: 'Freeze (status 2, reason required) or unfreeze (status 1) a shop; writes change records', body: FreezeBody },
  }, async (request) => {
    const body = request.body;
    const shop = await freezeShop(db, await requestGoldScope(request, db), actorOf(request), body);
    return ok(shop, pick(request, body.status === SHOP_FROZEN ? GOLD_TEXT.frozen : GOLD_TEXT.unfrozen));
  });

  app.post('/api/shop/export', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: 'Every shop matching the page filters as 门店信息.xlsx', body: Type.Composite([SortQuery, Filter]) },
  }, async (request, reply) => {
    const f = request.body;
    const rows = await exportShops(db, await requestGoldScope(request, db), { ...f, status: filterValue(f.status) });
    return sendXlsx(request, reply, '门店信息.xlsx', SHOP_EXPORT_COLUMNS, rows);
  });

  app.delete('/api/shop/delete', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Soft-delete shops', body: IdsBody },
  }, async (request) => {
    await deleteShops(db, await requestGoldScope(request, db), actorOf(request), request.body.ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
