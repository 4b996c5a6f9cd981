import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, tr } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { actorOf, editButtonGuard, SAVE_BUTTONS, GOLD_PICKER_MENUS, requireAnyMenu } from './access';
import { sendXlsx, type ExportColumn } from './export';
import { CODE_LABELS, COMMON_LABELS, ENABLED_OPTIONS, SPV_FIELDS, fieldByKey } from './fields';
import { AreaIdsIn, DateIn, DecimalIn, EditMeta, FilterEnum, IdParams, IdsBody, OptionIn, TextIn, filterValue } from './http-schemas';
import { GOLD_TEXT } from './messages';
import { SortQuery } from './query';
import { requestGoldScope } from './scope';
import { GOLD_MENUS } from './seed';
import { deleteSpvs, exportSpvs, getSpv, listSpvs, pageSpvs, saveSpv } from './spv-service';
import type { SpvWire } from './wire';

const Filter = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'code, name or short name contains' })),
  code: Type.Optional(Type.String({ maxLength: 50 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  status: FilterEnum([0, 1], '1 enabled, 0 disabled'),
});

const EditBody = Type.Object({
  ...EditMeta,
  name: TextIn('required, at most 100 characters, unique'),
  shortName: TextIn(),
  creditCode: TextIn('unified social credit code (check digit)'),
  legalPerson: TextIn(),
  registeredCapital: DecimalIn('money, 2 decimals'),
  establishedDate: DateIn('established date'),
  contact: TextIn(),
  phone: TextIn('mobile or landline'),
  areaIds: AreaIdsIn,
  address: TextIn(),
  bankName: TextIn(),
  bankAccount: TextIn(),
  accountName: TextIn(),
  creditLimit: DecimalIn('money, 2 decimals'),
  status: OptionIn([0, 1], '1 enabled, 0 disabled'),
  remark: TextIn(),
});

const label = (key: string) => fieldByKey(SPV_FIELDS, key).label;
const money = { kind: 'decimal', scale: 2 } as const;

export const SPV_EXPORT_COLUMNS: ExportColumn<SpvWire>[] = [
  { key: 'code', label: CODE_LABELS.spv },
  { key: 'name', label: label('name') },
  { key: 'shortName', label: label('shortName') },
  { key: 'creditCode', label: label('creditCode') },
  { key: 'legalPerson', label: label('legalPerson') },
  { key: 'registeredCapital', label: label('registeredCapital'), format: money },
  { key: 'establishedDate', label: label('establishedDate') },
  { key: 'contact', label: label('contact') },
  { key: 'phone', label: label('phone') },
  { key: 'areaName', label: COMMON_LABELS.areaName },
  { key: 'address', label: label('address') },
  { key: 'bankName', label: label('bankName') },
  { key: 'bankAccount', label: label('bankAccount') },
  { key: 'accountName', label: label('accountName') },
  { key: 'creditLimit', label: label('creditLimit'), format: money },
  { key: 'status', label: label('status'), format: { kind: 'option', options: ENABLED_OPTIONS } },
  { key: 'remark', label: label('remark') },
  { key: 'createdAt', label: COMMON_LABELS.createdAt, format: { kind: 'time' } },
  { key: 'createdByName', label: COMMON_LABELS.createdByName },
];

/** SPV master data (spec section 7 "Business API": /spv/*). */
export async function spvRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = GOLD_MENUS.spv;
  const tags = ['gold: SPV'];

  app.get('/api/spv/page', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'SPV page (newest first, or by sidx/sort); rows carry money as 2-decimal strings, dates YYYY-MM-DD, times epoch ms',
      querystring: Type.Composite([PageQuery, SortQuery, Filter]),
    },
  }, async (request) => {
    const q = request.query;
    const { list: rows, total } = await pageSpvs(db, await requestGoldScope(request, db), { ...q, status: filterValue(q.status) });
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get('/api/spv/list', {
    config: { access: 'session' },
    schema: { tags, summary: 'Enabled SPVs in the user\'s scope, for drop-downs (any gold master menu)' },
  }, async (request) => {
    await requireAnyMenu(request, db, GOLD_PICKER_MENUS);
    return list(await listSpvs(db, await requestGoldScope(request, db)));
  });

  app.get('/api/spv/detail/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One SPV; 404 when missing or out of scope', params: IdParams },
  }, async (request) => ok(await getSpv(db, await requestGoldScope(request, db), request.params.id)));

  app.post('/api/spv/edit', {
    config: { access: { menu, button: SAVE_BUTTONS } },
    preValidation: editButtonGuard(menu, db),
    schema: {
      tags,
      summary: 'Create (no id, btn_add; code from rule spvCode) or update (id + version, btn_edit; stale version 409). Updates write change records.',
      body: EditBody,
    },
  }, async (request) => {
    const { spv, created } = await saveSpv(db, await requestGoldScope(request, db), actorOf(request), request.body);
    return ok(spv, pick(request, created ? GOLD_TEXT.created : GOLD_TEXT.updated));
  });

  app.post('/api/spv/export', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: 'Every SPV matching the page filters as SPV信息.xlsx', body: Type.Composite([SortQuery, Filter]) },
  }, async (request, reply) => {
    const f = request.body;
    const rows = await exportSpvs(db, await requestGoldScope(request, db), { ...f, status: filterValue(f.status) });
    return sendXlsx(request, reply, 'SPV信息.xlsx', SPV_EXPORT_COLUMNS, rows);
  });

  app.delete('/api/spv/delete', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Soft-delete SPVs; refused while one has franchisees or shops', body: IdsBody },
  }, async (request) => {
    await deleteSpvs(db, await requestGoldScope(request, db), actorOf(request), request.body.ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
