import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { pick, requestLang } from '../../core/i18n';
import { NameI18nBody } from '../../core/local-name';
import { currentUser } from '../auth/access-hook';
import { ADMIN_MENUS } from '../permission/seed';
import { FlagIn, IdParams, SortCodeIn, TextIn } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import { strictValidator } from './strict-validator';
import {
  createDictionaryType, deleteDictionaryType, getDictionaryType, listDictionaryTypes, updateDictionaryType,
} from './dictionary-type-service';

const menu = ADMIN_MENUS.dictionary;
const tags = ['dictionary'];

const TypeBody = Type.Object({
  parentId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64, description: "parent type id; '-1' or empty: a root type" })),
  fullName: TextIn(50, 'required, unique among types'),
  ...NameI18nBody,
  enCode: TextIn(50, 'required, unique; letters, digits and dots'),
  isTree: FlagIn('1: the items form a tree (cannot change once the type has items)'),
  sortCode: SortCodeIn,
  enabledMark: FlagIn('1 enabled, 0 disabled'),
  description: TextIn(500),
});

/** Dictionary type administration (docs/product.md#jnpf-dictionaries; menu 'dictionary'). */
export async function dictionaryTypeRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get('/api/system/DictionaryType', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: 'Every type (disabled too) as a tree; a keyword (name or code) keeps the hits and their ancestors. creatorTime is epoch ms',
      querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
    },
  }, async (request) => list(await listDictionaryTypes(db, request.query.keyword, requestLang(request))));

  app.get('/api/system/DictionaryType/:id', {
    config: { access: { menu } },
    schema: { tags, summary: 'One type (404 when missing)', params: IdParams },
  }, async (request) => ok(await getDictionaryType(db, request.params.id)));

  app.post('/api/system/DictionaryType', {
    config: { access: { menu, button: 'btn_add' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Create a type; 409 when its code or name is taken', body: TypeBody },
  }, async (request) => ok(await createDictionaryType(db, currentUser(request).id, request.body), pick(request, CATALOGUE_TEXT.created)));

  app.put('/api/system/DictionaryType/:id', {
    config: { access: { menu, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Update a type (absent fields stay); the parent cannot be the type or below it; isTree is fixed once the type has items',
      params: IdParams,
      body: TypeBody,
    },
  }, async (request) => ok(await updateDictionaryType(db, currentUser(request).id, request.params.id, request.body), pick(request, CATALOGUE_TEXT.updated)));

  app.delete('/api/system/DictionaryType/:id', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete a type; refused while it has items or child types', params: IdParams },
  }, async (request) => {
    await deleteDictionaryType(db, request.params.id);
    return ok(undefined, pick(request, CATALOGUE_TEXT.deleted));
  });
}
