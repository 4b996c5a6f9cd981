import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list } from '../../core/envelope';
import { requestLang } from '../../core/i18n';
import { allDictionaries, dictionaryItems, dictionaryTypeTree } from './dictionary-service';
import { dictionaryTypeRoutes } from './dictionary-type-routes';
import { dictionaryDataRoutes } from './dictionary-data-routes';

/**
 * Dictionary selectors the form widgets read (docs/product.md#jnpf-dictionaries): any signed-in user may read them.
 * The administration calls (menu 'dictionary') live in their own files, registered here.
 */
export async function dictionaryRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  await app.register(dictionaryTypeRoutes);
  await app.register(dictionaryDataRoutes);

  app.get('/api/system/DictionaryType/Selector', {
    config: { access: 'session' },
    schema: { tags: ['dictionary'], summary: 'Enabled dictionary types as a tree (root parentId -1)' },
  }, async (request) => list(await dictionaryTypeTree(db, requestLang(request))));

  app.get('/api/system/DictionaryData/:typeId/Data/Selector', {
    config: { access: 'session' },
    schema: {
      tags: ['dictionary'],
      summary: 'Enabled items of a type given by id or enCode: a tree (children) when the type isTree=1, else flat',
      params: Type.Object({ typeId: Type.String({ minLength: 1, maxLength: 64 }) }),
    },
  }, async (request) => list(await dictionaryItems(db, request.params.typeId, requestLang(request))));

  // JNPF's data form reads its parent choices here; the same enabled items as Data/Selector.
  app.get('/api/system/DictionaryData/:typeId/Selector', {
    config: { access: 'session' },
    schema: {
      tags: ['dictionary'],
      summary: 'Parent choices of a type\'s item form: its enabled items as a tree (tree types) or flat',
      params: Type.Object({ typeId: Type.String({ minLength: 1, maxLength: 64 }) }),
      querystring: Type.Object({ isTree: Type.Optional(Type.String({ maxLength: 5 })) }),
    },
  }, async (request) => list(await dictionaryItems(db, request.params.typeId, requestLang(request))));

  app.get('/api/system/DictionaryData/All', {
    config: { access: 'session' },
    schema: { tags: ['dictionary'], summary: 'Every enabled type with its enabled items: [{id, enCode, isTree, dictionaryList}]' },
  }, async (request) => list(await allDictionaries(db, requestLang(request))));
}
