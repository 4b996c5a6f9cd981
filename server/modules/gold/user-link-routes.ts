import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { badRequest, notFound } from '../../core/errors';
import { ok } from '../../core/envelope';
import type { DbOrTx } from '../../db/client';
import { pick } from '../../core/i18n';
import { L } from '../../core/text';
import { ADMIN_MENUS } from '../permission/seed';
import { users } from '../permission/tables';
import { userScope } from '../permission/user-data-rules';
import { Id } from '../../resource/http';
import { allianceBusinesses, goldUserScopes, spvs } from './tables';

const TEXT = {
  userNotFound: L('用户不存在', '用戶不存在', 'User not found'),
  spvMissing: L('所属SPV不存在', '所屬SPV不存在', 'The SPV does not exist'),
  franchiseeMissing: L('所属加盟商不存在', '所屬加盟商不存在', 'The franchisee does not exist'),
  mismatch: L('所属加盟商不属于所选SPV', '所屬加盟商不屬於所選SPV', 'The franchisee does not belong to the chosen SPV'),
  saved: L('保存成功', '保存成功', 'Saved'),
};

const Nullable = Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()]));

/**
 * Which SPV or franchisee a user belongs to (gold_user_scopes): the values of the @spvId and
 * @allianceBusinessId data-rule placeholders. Edited from the user administration page.
 */
export async function userLinkRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const tags = ['gold'];
  const Params = Type.Object({ id: Id });

  /** The user page's data scope applies: outside it the user is as missing as a deleted one. */
  const liveUser = async (q: DbOrTx, id: string, scope: SQL | undefined) => {
    const [user] = await q.select({ id: users.id }).from(users).where(and(eq(users.id, id), isNull(users.deletedAt), scope));
    if (!user) throw notFound(TEXT.userNotFound);
  };

  const linkOf = async (userId: string) => {
    const [row] = await db.select().from(goldUserScopes).where(eq(goldUserScopes.userId, userId));
    return { id: userId, spvId: row?.spvId ?? null, allianceBusinessId: row?.allianceBusinessId ?? null };
  };

  app.get('/api/gold/userLink/:id', {
    config: { access: { menu: ADMIN_MENUS.user } },
    schema: { tags, summary: 'The SPV and franchisee a user belongs to (null when none)', params: Params },
  }, async (request) => {
    await liveUser(db, request.params.id, await userScope(request, db));
    return ok(await linkOf(request.params.id));
  });

  app.put('/api/gold/userLink/:id', {
    config: { access: { menu: ADMIN_MENUS.user, button: 'btn_edit' } },
    schema: {
      tags,
      summary: 'Links a user to an SPV and/or one of its franchisees (the franchisee\'s SPV when only it is given); both empty removes the link',
      params: Params,
      body: Type.Object({ id: Type.Optional(Id), spvId: Nullable, allianceBusinessId: Nullable }),
    },
  }, async (request) => {
    const userId = request.params.id;
    const spvId = request.body.spvId || null;
    const allianceBusinessId = request.body.allianceBusinessId || null;
    const scope = await userScope(request, db);
    await db.transaction(async (tx) => {
      await liveUser(tx, userId, scope);
      let linkedSpv = spvId;
      if (spvId) {
        const [spv] = await tx.select({ id: spvs.id }).from(spvs).where(and(eq(spvs.id, spvId), isNull(spvs.deletedAt)));
        if (!spv) throw badRequest(TEXT.spvMissing, 'spvId');
      }
      if (allianceBusinessId) {
        const [ab] = await tx.select({ spvId: allianceBusinesses.spvId }).from(allianceBusinesses)
          .where(and(eq(allianceBusinesses.id, allianceBusinessId), isNull(allianceBusinesses.deletedAt)));
        if (!ab) throw badRequest(TEXT.franchiseeMissing, 'allianceBusinessId');
        if (spvId && ab.spvId !== spvId) throw badRequest(TEXT.mismatch, 'allianceBusinessId');
        linkedSpv = ab.spvId;
      }
      await tx.delete(goldUserScopes).where(eq(goldUserScopes.userId, userId));
      if (linkedSpv || allianceBusinessId) {
        await tx.insert(goldUserScopes).values({ userId, spvId: linkedSpv, allianceBusinessId, createdBy: request.user?.id });
      }
    });
    return ok(await linkOf(userId), pick(request, TEXT.saved));
  });
}
