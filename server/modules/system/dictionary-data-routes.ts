import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { list, ok } from '../../core/envelope';
import { pick, requestLang } from '../../core/i18n';
import { NameI18nBody } from '../../core/local-name';
import { currentUser } from '../auth/access-hook';
import { ADMIN_MENUS } from '../permission/seed';
import { FlagIn, Id, IdParams, SortCodeIn, TextIn } from './catalogue-input';
import { CATALOGUE_TEXT } from './catalogue-text';
import { strictValidator } from './strict-validator';
import { sendJsonFile } from './json-download';
import {
  createDictionaryItem, deleteDictionaryItem, getDictionaryItem, listDictionaryData, toggleDictionaryItem, updateDictionaryItem,
} from './dictionary-data-service';
import { DictionaryFile, exportDictionary, importDictionary } from './dictionary-transfer';

const menu = ADMIN_MENUS.dictionary;
const tags = ['dictionary'];

const ListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'name or code contains' })),
  isTree: Type.Optional(Type.Union([
    Type.Unsafe<number>({ type: 'integer', enum: [0, 1] }),
    Type.String({ maxLength: 0 }),
  ], { description: '1 a tree (hits keep their ancestors), 0 flat; absent or empty: the type\'s own shape' })),
});

const isTreeOf = (v: number | string | undefined) => (v === '' || v === undefined ? undefined : Number(v));

const DataBody = Type.Object({
  typeId: Type.Optional(Type.String({ maxLength: 64, description: 'the type; required on create, cannot change' })),
  parentId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 64, description: "parent item of a tree type; '0' or empty: a root item" })),
  fullName: TextIn(50, 'required, unique among its siblings'),
  ...NameI18nBody,
  enCode: TextIn(50, 'required, unique within the type; letters, digits and dots'),
  sortCode: SortCodeIn,
  enabledMark: FlagIn('1 enabled, 0 disabled'),
  isDefault: FlagIn('1: the default choice'),
  description: TextIn(500),
});

/** Dictionary item administration, export and import (docs/product.md#jnpf-dictionaries; menu 'dictionary'). */
export async function dictionaryDataRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;
  const listSummary = 'Every item of a type (by id or code), disabled too; creatorTime is epoch ms';

  app.get('/api/system/DictionaryData/:typeId', {
    config: { access: { menu } },
    schema: { tags, summary: listSummary, params: Type.Object({ typeId: Id }), querystring: ListQuery },
  }, async (request) => {
    const q = request.query;
    return list(await listDictionaryData(db, request.params.typeId, { keyword: q.keyword, isTree: isTreeOf(q.isTree) }, requestLang(request)));
  });

  // The list screen passes the left tree's selection as a query parameter; nothing selected: no rows.
  app.get('/api/system/DictionaryData', {
    config: { access: { menu } },
    schema: {
      tags,
      summary: `${listSummary}; the same as /DictionaryData/{typeId} with typeId in the query (empty typeId: empty list)`,
      querystring: Type.Composite([ListQuery, Type.Object({ typeId: Type.Optional(Type.String({ maxLength: 64 })) })]),
    },
  }, async (request) => {
    const q = request.query;
    if (!q.typeId) return list([]);
    return list(await listDictionaryData(db, q.typeId, { keyword: q.keyword, isTree: isTreeOf(q.isTree) }, requestLang(request)));
  });

  app.get('/api/system/DictionaryData/:id/Info', {
    config: { access: { menu } },
    schema: { tags, summary: 'One item (404 when missing)', params: IdParams },
  }, async (request) => ok(await getDictionaryItem(db, request.params.id)));

  app.post('/api/system/DictionaryData', {
    config: { access: { menu, button: 'btn_add' } },
    validatorCompiler: strictValidator,
    schema: { tags, summary: 'Create an item; 409 when its code is taken in the type or its name among its siblings', body: DataBody },
  }, async (request) => ok(await createDictionaryItem(db, currentUser(request).id, request.body), pick(request, CATALOGUE_TEXT.created)));

  app.put('/api/system/DictionaryData/:id', {
    config: { access: { menu, button: 'btn_edit' } },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Update an item (absent fields stay); the parent must be of the same tree type and not the item or below it',
      params: IdParams,
      body: DataBody,
    },
  }, async (request) => ok(await updateDictionaryItem(db, currentUser(request).id, request.params.id, request.body), pick(request, CATALOGUE_TEXT.updated)));

  app.delete('/api/system/DictionaryData/:id', {
    config: { access: { menu, button: 'btn_remove' } },
    schema: { tags, summary: 'Delete an item; refused while it has children', params: IdParams },
  }, async (request) => {
    await deleteDictionaryItem(db, request.params.id);
    return ok(undefined, pick(request, CATALOGUE_TEXT.deleted));
  });

  app.put('/api/system/DictionaryData/:id/Actions/State', {
    config: { access: { menu, button: 'btn_edit' } },
    schema: { tags, summary: 'Switch an item on or off; data.enabledMark is the new state', params: IdParams },
  }, async (request) => {
    const enabledMark = await toggleDictionaryItem(db, currentUser(request).id, request.params.id);
    return ok({ enabledMark }, pick(request, CATALOGUE_TEXT.updated));
  });

  app.get('/api/system/DictionaryData/:typeId/Action/Export', {
    config: { access: { menu, button: 'btn_download' } },
    schema: {
      tags,
      summary: 'The type and its items as <enCode>.json: {type:{fullName, enCode, isTree, description}, data:[{id, parentId, fullName, enCode, sortCode, enabledMark, description, isDefault}]}',
      params: Type.Object({ typeId: Id }),
    },
  }, async (request, reply) => {
    const file = await exportDictionary(db, request.params.typeId);
    return sendJsonFile(reply, `${file.type.enCode}.json`, file);
  });

  app.post('/api/system/DictionaryData/Action/Import', {
    config: { access: { menu, button: 'btn_upload' } },
    validatorCompiler: strictValidator,
    schema: {
      tags,
      summary: 'Creates a root type from an export file with its items (new ids, same tree), in one transaction; 409 when the type code or name exists',
      body: DictionaryFile,
    },
  }, async (request) => ok(await importDictionary(db, currentUser(request).id, request.body), pick(request, CATALOGUE_TEXT.imported)));
}
