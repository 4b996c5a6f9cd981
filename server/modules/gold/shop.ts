import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { fieldOf } from '../../../schemas/model';
import { SHOP_FROZEN, SHOP_OPEN, shopModel } from '../../../models/gold/shop';
import { ok, list } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { pick } from '../../core/i18n';
import type { Db, DbOrTx } from '../../db/client';
import { getRecord, type Resource, type ResourceDef, type ResourceScope, type SaveContext, type Values } from '../../resource';
import { actorOf, requireAnyMenu } from '../../resource/access';
import { Id, IntEnum } from '../../resource/http';
import { readFields } from '../../resource/input';
import { changedFields, writeChanges } from '../../resource/records';
import { lockManaged, updateRow } from '../../resource/write';
import { usableFranchisee } from './franchisee';
import { GOLD_TEXT } from './messages';
import { goldScopeHook, requestGoldScope } from './scope';
import { usableSpv } from './spv';
import { allianceBusinesses, shopSettlementDays, shops, spvs } from './tables';

/**
 * The shop's franchisee and SPV after the edit: a new franchisee must be in scope and enabled; the SPV
 * defaults to the franchisee's when not given, and a changed SPV must be readable and enabled.
 */
async function beforeSave({ tx, request, values, before }: SaveContext): Promise<void> {
  const scope = await requestGoldScope(request, tx);
  let franchiseeSpv: string | undefined;
  if (!before || (values.allianceBusinessId !== undefined && values.allianceBusinessId !== before.allianceBusinessId)) {
    const franchisee = await usableFranchisee(tx, scope, values.allianceBusinessId as string);
    if (!franchisee) throw badRequest(GOLD_TEXT.franchiseeUnavailable, 'allianceBusinessId');
    franchiseeSpv = franchisee.spvId;
  }
  if (values.spvId === undefined || values.spvId === null) {
    if (franchiseeSpv) values.spvId = franchiseeSpv;
    else if (values.spvId === null) values.spvId = before!.spvId; // cleared: keep the current SPV
    else return;
  }
  if ((!before || values.spvId !== before.spvId) && !(await usableSpv(tx, scope, values.spvId as string))) {
    throw badRequest(GOLD_TEXT.spvUnavailable, 'spvId');
  }
}

const FREEZE_FIELDS = [fieldOf(shopModel, 'status'), fieldOf(shopModel, 'freezeReason')];

/**
 * Freezes (status 2, reason required, at most 200 characters) or unfreezes (status 1) a shop.
 * Freezing records reason, time and operator; both write change records for status and reason.
 */
async function freezeShop(db: Db, resource: Resource, scope: ResourceScope, request: Parameters<typeof actorOf>[0], input: { id: string; status: number; reason?: string | null }) {
  const actor = actorOf(request);
  const freezing = input.status === SHOP_FROZEN;
  const reason = { ...fieldOf(shopModel, 'freezeReason'), readonly: false };
  const values: Values = freezing
    ? { status: SHOP_FROZEN, ...readFields([reason], { freezeReason: input.reason ?? null }, true, new Set(['freezeReason'])) }
    : { status: SHOP_OPEN, freezeReason: null };
  await db.transaction(async (tx) => {
    const before = await lockManaged(tx, resource, scope, input.id);
    if (freezing && before.status === SHOP_FROZEN) throw badRequest(GOLD_TEXT.alreadyFrozen);
    if (!freezing && before.status !== SHOP_FROZEN) throw badRequest(GOLD_TEXT.notFrozen);
    await writeChanges(tx, shopModel, before.id, actor, changedFields(FREEZE_FIELDS, before, values), before, values);
    await updateRow(tx, resource, before.id, actor, {
      ...values, freezeTime: freezing ? new Date() : null, freezeBy: freezing ? actor.id : null,
    });
  });
}

/**
 * `listCanSettlement` (docs/domain.md#settlement): open shops in scope that have settlement days no
 * settlement covers yet. Frozen shops accept no new settlement, so they are left out.
 */
async function listCanSettle(db: DbOrTx, scope: ResourceScope) {
  const rows = await db.select({
    id: shops.id,
    code: shops.code,
    name: shops.name,
    allianceBusinessName: allianceBusinesses.name,
    spvName: spvs.name,
    unsettledDays: count(shopSettlementDays.id),
    firstDay: sql<string>`min(${shopSettlementDays.day})::text`,
    lastDay: sql<string>`max(${shopSettlementDays.day})::text`,
  })
    .from(shops)
    .innerJoin(shopSettlementDays, and(eq(shopSettlementDays.shopId, shops.id), isNull(shopSettlementDays.settlementId)))
    .leftJoin(allianceBusinesses, eq(allianceBusinesses.id, shops.allianceBusinessId))
    .leftJoin(spvs, eq(spvs.id, shops.spvId))
    .where(and(isNull(shops.deletedAt), eq(shops.status, SHOP_OPEN), scope.read))
    .groupBy(shops.id, shops.code, shops.name, allianceBusinesses.name, spvs.name)
    .orderBy(asc(shops.code));
  // dayCount is the name docs/product.md gives the count; unsettledDays is kept for the screens that read it.
  return rows.map((r) => ({ ...r, unsettledDays: Number(r.unsettledDays), dayCount: Number(r.unsettledDays) }));
}

async function shopActions(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  const menu = model.access.menu;
  const tags = [model.name];

  app.post('/api/shop/freeze', {
    config: { access: { menu, button: 'btn_freeze' } },
    schema: {
      tags,
      summary: 'Freeze (status 2, reason required) or unfreeze (status 1) a shop; writes change records',
      body: Type.Object({
        id: Id,
        status: IntEnum([SHOP_OPEN, SHOP_FROZEN], '2 freeze, 1 unfreeze'),
        reason: Type.Optional(Type.Union([Type.String({ maxLength: 1000, description: 'required to freeze, at most 200 characters' }), Type.Null()])),
      }),
    },
  }, async (request) => {
    const scope = await resource.scopeOf(request);
    await freezeShop(db, resource, scope, request, request.body);
    return ok(await getRecord(resource, scope.read, request.body.id), pick(request, request.body.status === SHOP_FROZEN ? GOLD_TEXT.frozen : GOLD_TEXT.unfrozen));
  });

  app.get('/api/shop/listCanSettlement', {
    config: { access: 'session' },
    schema: { tags, summary: 'Open shops in scope with settlement days no settlement covers yet (unsettledDays, firstDay, lastDay as YYYY-MM-DD)' },
  }, async (request) => {
    await requireAnyMenu(request, db, model.access.pickers ?? [menu]);
    return list(await listCanSettle(db, await resource.scopeOf(request)));
  });
}

/** Shop master data (docs/product.md#business-api: /shop/*); freeze and the settlement list are its own actions. */
export const shopResource: ResourceDef = {
  model: shopModel,
  table: shops,
  hooks: {
    scope: goldScopeHook('shop', 'shop', () => true),
    beforeSave,
    routes: shopActions,
  },
};
