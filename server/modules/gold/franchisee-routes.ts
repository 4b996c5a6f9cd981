import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok, page } from '../../core/envelope';
import { pick, tr } from '../../core/i18n';
import { PageQuery } from '../../core/paging';
import { actorOf, editButtonGuard, SAVE_BUTTONS, GOLD_PICKER_MENUS, requireAnyMenu } from './access';
import { sendXlsx, type ExportColumn } from './export';
import {
  CODE_LABELS, COMMON_LABELS, ENABLED_OPTIONS, ENTERPRISE_FIELDS, FRANCHISEE_FIELDS, FRANCHISEE_TYPE_FIELD, FRANCHISEE_TYPE_OPTIONS,
  GENDER_OPTIONS, PERSONAL_FIELDS, fieldByKey,
} from './fields';
import {
  AreaIdsIn, DateIn, DecimalIn, EditMeta, FilterEnum, IdParams, IdsBody, OptionIn, TextIn, filterValue,
} from './http-schemas';
import {
  deleteFranchisees, exportFranchisees, getFranchisee, listFranchisees, pageFranchisees, saveFranchisee, type FranchiseeType,
} from './franchisee-service';
import { GOLD_TEXT } from './messages';
import { SortQuery } from './query';
import { requestGoldScope } from './scope';
import { GOLD_MENUS } from './seed';
import type { FranchiseeWire } from './wire';

const Filter = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'code, name or phone contains' })),
  code: Type.Optional(Type.String({ maxLength: 50 })),
  name: Type.Optional(Type.String({ maxLength: 100 })),
  spvId: Type.Optional(Type.String({ maxLength: 64 })),
  type: FilterEnum([1, 2], '1 personal, 2 enterprise'),
  status: FilterEnum([0, 1], '1 enabled, 0 disabled'),
});

const Common = {
  ...EditMeta,
  spvId: TextIn('required; an enabled SPV in scope'),
  name: TextIn('required, at most 100 characters, unique within the SPV'),
  phone: TextIn('mobile or landline'),
  areaIds: AreaIdsIn,
  address: TextIn(),
  bankName: TextIn(),
  bankAccount: TextIn(),
  accountName: TextIn(),
  contractNo: TextIn(),
  contractStart: DateIn('contract start'),
  contractEnd: DateIn('contract end, not before the start'),
  depositAmount: DecimalIn('money, 2 decimals'),
  status: OptionIn([0, 1], '1 enabled, 0 disabled'),
  remark: TextIn(),
};

const PersonalBody = Type.Object({
  ...Common,
  idNumber: TextIn('required; 18-character national id with check digit'),
  gender: OptionIn([1, 2], '1 male, 2 female'),
});

const EnterpriseBody = Type.Object({
  ...Common,
  creditCode: TextIn('required; unified social credit code with check character'),
  legalPerson: TextIn(),
  legalPersonIdNumber: TextIn('national id of the legal representative'),
});

const label = (key: string) => fieldByKey([...FRANCHISEE_FIELDS, ...PERSONAL_FIELDS, ...ENTERPRISE_FIELDS], key).label;

export const FRANCHISEE_EXPORT_COLUMNS: ExportColumn<FranchiseeWire>[] = [
  { key: 'code', label: CODE_LABELS.franchisee },
  { key: 'name', label: label('name') },
  { key: 'type', label: FRANCHISEE_TYPE_FIELD.label, format: { kind: 'option', options: FRANCHISEE_TYPE_OPTIONS } },
  { key: 'spvName', label: COMMON_LABELS.spvName },
  { key: 'phone', label: label('phone') },
  { key: 'idNumber', label: label('idNumber') },
  { key: 'gender', label: label('gender'), format: { kind: 'option', options: GENDER_OPTIONS } },
  { key: 'creditCode', label: label('creditCode') },
  { key: 'legalPerson', label: label('legalPerson') },
  { key: 'legalPersonIdNumber', label: label('legalPersonIdNumber') },
  { key: 'areaName', label: COMMON_LABELS.areaName },
  { key: 'address', label: label('address') },
  { key: 'bankName', label: label('bankName') },
  { key: 'bankAccount', label: label('bankAccount') },
  { key: 'accountName', label: label('accountName') },
  { key: 'contractNo', label: label('contractNo') },
  { key: 'contractStart', label: label('contractStart') },
  { key: 'contractEnd', label: label('contractEnd') },
  { key: 'depositAmount', label: label('depositAmount'), format: { kind: 'decimal', scale: 2 } },
  { key: 'shopCount', label: COMMON_LABELS.shopCount },
  { key: 'status', label: label('status'), format: { kind: 'option', options: ENABLED_OPTIONS } },
  { key: 'remark', label: label('remark') },
  { key: 'createdAt', label: COMMON_LABELS.createdAt, format: { kind: 'time' } },
  { key: 'createdByName', label: COMMON_LABELS.createdByName },
];

/** Franchisee master data (spec section 7 "Business API": /allianceBusiness/*). */
export async function franchiseeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const menu = GOLD_MENUS.franchisee;
  const tags = ['gold: franchisee'];

  app.get('/api/allianceBusiness/page', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Franchisee page (newest first, or by sidx/sort), with spvName and shopCount',
      querystring: Type.Composite([PageQuery, SortQuery, Filter]),
    },
  }, async (request) => {
    const q = request.query;
    const scope = await requestGoldScope(request, db);
    const { list: rows, total } = await pageFranchisees(db, scope, { ...q, type: filterValue(q.type), status: filterValue(q.status) });
    return page(rows, q.currentPage, q.pageSize, total);
  });

  app.get('/api/allianceBusiness/list', {
    config: { access: 'session' },
    schema: {
      tags,
      summary: 'Enabled franchisees in scope (optionally of one SPV), for drop-downs (any gold master menu)',
      querystring: Type.Object({ spvId: Type.Optional(Type.String({ maxLength: 64 })) }),
    },
  }, async (request) => {
    await requireAnyMenu(request, db, GOLD_PICKER_MENUS);
    return list(await listFranchisees(db, await requestGoldScope(request, db), request.query.spvId || undefined));
  });

  app.get('/api/allianceBusiness/detail/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One franchisee; 404 when missing or out of scope', params: IdParams },
  }, async (request) => ok(await getFranchisee(db, await requestGoldScope(request, db), request.params.id)));

  const edit = (type: FranchiseeType) => async (request: FastifyRequest<{ Body: Record<string, unknown> }>) => {
    const scope = await requestGoldScope(request, db);
    const { franchisee, created } = await saveFranchisee(db, scope, actorOf(request), type, request.body);
    return ok(franchisee, pick(request, created ? GOLD_TEXT.created : GOLD_TEXT.updated));
  };

  app.post('/api/allianceBusiness/personalEdit', {
    config: { access: { menu, button: SAVE_BUTTONS } },
    preValidation: editButtonGuard(menu, db),
    schema: {
      tags,
      summary: 'Create or update a personal franchisee (type 1): idNumber required; btn_add / btn_edit; stale version 409',
      body: PersonalBody,
    },
  }, edit(1));

  app.post('/api/allianceBusiness/enterpriseEdit', {
    config: { access: { menu, button: SAVE_BUTTONS } },
    preValidation: editButtonGuard(menu, db),
    schema: {
      tags,
      summary: 'Create or update an enterprise franchisee (type 2): creditCode required; btn_add / btn_edit; stale version 409',
      body: EnterpriseBody,
    },
  }, edit(2));

  app.post('/api/allianceBusiness/export', {
    config: { access: { menu, button: 'btn_download' } },
    schema: { tags, summary: 'Every franchisee matching the page filters as 加盟商信息.xlsx', body: Type.Composite([SortQuery, Filter]) },
  }, async (request, reply) => {
    const f = request.body;
    const scope = await requestGoldScope(request, db);
    const rows = await exportFranchisees(db, scope, { ...f, type: filterValue(f.type), status: filterValue(f.status) });
    return sendXlsx(request, reply, '加盟商信息.xlsx', FRANCHISEE_EXPORT_COLUMNS, rows);
  });

  app.delete('/api/allianceBusiness/delete', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Soft-delete franchisees; refused while one has shops', body: IdsBody },
  }, async (request) => {
    await deleteFranchisees(db, await requestGoldScope(request, db), actorOf(request), request.body.ids);
    return ok(undefined, tr(request, 'deleteOk'));
  });
}
