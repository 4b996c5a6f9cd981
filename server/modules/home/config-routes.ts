import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GOLD_SCOPED_MENUS } from '../../../models/gold';
import { HOME_CARDS, type HomeCard, type HomeConfig } from '../../../models/home';
import { ok } from '../../core/envelope';
import { pick } from '../../core/i18n';
import { ADMIN_MENUS } from '../permission/seed';
import { hasMenuAccess, requestGrants } from '../permission/grants';
import { CATALOGUE_TEXT } from '../system/catalogue-text';
import { strictValidator } from '../system/strict-validator';
import { checkHomeCards, readHomeCards, writeHomeCards } from './config';

const HomeConfigBody = Type.Object({
  cards: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 50, description: `the cards to show, in order; known cards: ${HOME_CARDS.join(', ')}` }),
}, { additionalProperties: false });

/**
 * The home configuration (docs/product.md#business-api, System config). Everyone signed in reads it, with the cards
 * they see: every card is gold figures, so none for a user holding no gold page (the home routes would refuse them).
 */
export async function homeConfigRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  const answer = async (request: FastifyRequest, cards: HomeCard[]): Promise<HomeConfig> => {
    const gold = await hasMenuAccess(db, await requestGrants(request, db), { menu: GOLD_SCOPED_MENUS }, request.authEpoch);
    return { cards, available: [...HOME_CARDS], visible: gold ? cards : [] };
  };

  app.get('/api/systemConfig/getHomeConfig', {
    config: { access: 'session' },
    schema: { tags: ['system'], summary: 'The home cards shown, in order; every card there is; the cards the caller sees' },
  }, async (request) => ok(await answer(request, await readHomeCards(db))));

  app.post('/api/systemConfig/updateHomeConfig', {
    config: { access: { menu: ADMIN_MENUS.sysConfig, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: { tags: ['system'], summary: 'Sets the home cards shown, in order (known cards, none twice; empty: none)', body: HomeConfigBody },
  }, async (request) => {
    const cards = checkHomeCards(request.body.cards);
    await writeHomeCards(db, cards);
    return ok(await answer(request, cards), pick(request, CATALOGUE_TEXT.updated));
  });
}
