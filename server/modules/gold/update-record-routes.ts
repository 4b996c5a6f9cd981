import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { notFound } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { page } from '../../core/envelope';
import type { Text } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { requireAccess } from './access';
import { sendXlsx, type ExportColumn } from './export';
import { franchiseeVisible } from './franchisee-service';
import { Id } from './http-schemas';
import { GOLD_TEXT } from './messages';
import { listRecords, type RecordWire } from './records';
import { requestGoldScope, type GoldEntity, type GoldScope } from './scope';
import { GOLD_MENUS } from './seed';
import { shopVisible } from './shop-service';
import { managedSpvExists } from './spv-service';

const L = (zh: string, zhtw: string, en: string): Text => ({ zh, zhtw, en });

const EntityQuery = Type.Object({
  entityType: Type.Unsafe<GoldEntity>({ type: 'string', enum: ['spv', 'franchisee', 'shop'] }),
  entityId: Id,
});

/** Whose history it is decides the menu the caller needs and the scope check. */
const ENTITY: Record<GoldEntity, { menu: string; visible: (db: DbOrTx, scope: GoldScope, id: string) => Promise<boolean>; missing: Text }> = {
  spv: { menu: GOLD_MENUS.spv, visible: managedSpvExists, missing: GOLD_TEXT.spvNotFound },
  franchisee: { menu: GOLD_MENUS.franchisee, visible: franchiseeVisible, missing: GOLD_TEXT.franchiseeNotFound },
  shop: { menu: GOLD_MENUS.shop, visible: shopVisible, missing: GOLD_TEXT.shopNotFound },
};

export const RECORD_EXPORT_COLUMNS: ExportColumn<RecordWire>[] = [
  { key: 'fieldName', label: L('修改字段', '修改欄位', 'Field') },
  { key: 'oldValue', label: L('修改前', '修改前', 'Before') },
  { key: 'newValue', label: L('修改后', '修改後', 'After') },
  { key: 'operatorName', label: L('操作人', '操作人', 'Changed by') },
  { key: 'createdAt', label: L('修改时间', '修改時間', 'Changed at'), format: { kind: 'time' } },
];

/** Change history of SPVs, franchisees and shops (spec section 7: /updateRecord/*). */
export async function updateRecordRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const tags = ['gold: change records'];

  /** The caller needs the entity's menu (and button) and must see the entity; else 403 / 404. */
  async function authorize(request: FastifyRequest, entityType: GoldEntity, entityId: string, button?: string) {
    const entity = ENTITY[entityType];
    await requireAccess(request, db, { menu: entity.menu, button });
    if (!(await entity.visible(db, await requestGoldScope(request, db), entityId))) throw notFound(entity.missing);
  }

  app.get('/api/updateRecord/page', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Change records of one SPV, franchisee or shop, newest first; needs that entity\'s menu; createdAt epoch ms',
      querystring: Type.Composite([PageQuery, EntityQuery]),
    },
  }, async (request) => {
    const q = request.query;
    await authorize(request, q.entityType, q.entityId);
    const { list, total } = await listRecords(db, q, true);
    return page(list, q.currentPage, q.pageSize, total);
  });

  app.post('/api/updateRecord/export', {
    config: { access: 'session' },
    schema: { tags, summary: 'Change records of one entity as 修改记录.xlsx; needs its menu and btn_download', body: EntityQuery },
  }, async (request, reply) => {
    const b = request.body;
    await authorize(request, b.entityType, b.entityId, 'btn_download');
    const { list } = await listRecords(db, { ...b, currentPage: 1, pageSize: 0 }, false);
    return sendXlsx(request, reply, '修改记录.xlsx', RECORD_EXPORT_COLUMNS, list);
  });
}
