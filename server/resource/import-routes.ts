import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../core/envelope';
import { badRequest } from '../core/errors';
import { pick, requestLang } from '../core/i18n';
import { L } from '../core/text';
import { xlsxStream } from '../core/xlsx-stream';
import { contentDisposition, XLSX_TYPE } from './export';
import { checkImportRows, IMPORT_TEXT, importKind, importKinds, MAX_IMPORT_ROWS, saveImportRows } from './import';
import { parseSpreadsheet } from './import-parse';
import { zipSummary } from './zip-guard';
import { buttonOf } from '../../schemas/model';
import type { ImportContext, Resource } from './types';

const IMPORT_FILE_TEXT = {
  noFile: L('请选择要导入的文件', '請選擇要導入的檔案', 'Choose a file to import'),
  badType: L('只能上传xls/xlsx格式的文件', '只能上傳xls/xlsx格式的檔案', 'Only xls/xlsx files can be imported'),
  tooLarge: L('文件大小不能超过100MB', '檔案大小不能超過100MB', 'The file must be smaller than 100MB'),
  unreadable: L('文件无法读取，请使用模板填写', '檔案無法讀取，請使用範本填寫', 'The file cannot be read; fill in the template'),
  inflated: L('文件解压后超过500MB，请拆分后导入', '檔案解壓後超過500MB，請拆分後導入', 'The file unpacks to more than 500MB; split it and import the parts'),
};
/** What an .xlsx may unpack to: 100,000 rows of a wide template are well under 100 MB of XML. */
const MAX_INFLATED_BYTES = 500 * 1024 * 1024;
const MAX_BYTES = 100 * 1024 * 1024;
/** A save carries up to 100,000 checked rows as JSON. */
export const SAVE_BODY_LIMIT = 128 * 1024 * 1024;

const Row = Type.Record(Type.String(), Type.Unknown());
const Rows = Type.Array(Row, { maxItems: MAX_IMPORT_ROWS });
const KindQuery = Type.Object({ type: Type.Optional(Type.String({ maxLength: 40, description: 'the kind of import (default: the model\'s own; e.g. stock, stockOut)' })) });

/** The uploaded .xls/.xlsx of a check, refused with the spec's texts. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IMPORT_FILE_TEXT.noFile);
  const part = await request.file({ limits: { fileSize: MAX_BYTES } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(IMPORT_FILE_TEXT.noFile);
  }
  if (!/\.xlsx?$/i.test(part.filename)) {
    part.file.resume();
    throw badRequest(IMPORT_FILE_TEXT.badType);
  }
  const bytes = await part.toBuffer().catch(() => { throw badRequest(IMPORT_FILE_TEXT.tooLarge); });
  if (part.file.truncated) throw badRequest(IMPORT_FILE_TEXT.tooLarge);
  return bytes;
}

/** The cells of the uploaded .xls/.xlsx of a check (parsed in a worker thread), refused with the spec's texts. */
export async function uploadedSheet(request: FastifyRequest): Promise<string[][]> {
  const bytes = await uploadedFile(request);
  if ((zipSummary(bytes)?.inflatedBytes ?? 0) > MAX_INFLATED_BYTES) throw badRequest(IMPORT_FILE_TEXT.inflated);
  return parseSpreadsheet(bytes, MAX_IMPORT_ROWS + 1).catch((error: unknown) => {
    // The user sees "cannot be read"; the log keeps why (a damaged file, or a worker that could not start).
    request.log.warn({ err: error }, 'import file not parsed');
    throw badRequest(IMPORT_FILE_TEXT.unreadable);
  });
}

/**
 * The import routes of a model with imports (docs/product.md#import-wizard): the template, the check of an uploaded
 * file (parsed in a worker thread) and the all-or-nothing save, for each kind of import (`type`; `blnOut` on save).
 * Multipart parsing is registered by the engine for the resources' context (server/resource/index.ts).
 */
export async function mountImport(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model } = resource;
  const kinds = importKinds(resource);
  if (kinds.length === 0) return;
  const base = model.routes.base;
  const menu = model.access.menu;
  const upload = buttonOf(model, 'upload');
  const tags = [model.name];
  const names = kinds.map((k) => k.name).join(', ');
  const contextOf = async (request: FastifyRequest): Promise<ImportContext> => ({ db, request, resource, scope: await resource.scopeOf(request) });

  app.get(`${base}/template`, {
    config: { access: { menu, button: upload } },
    schema: { tags, summary: `The ${model.label.en} import template (.xlsx): the import columns and an example row (type: ${names})`, querystring: KindQuery },
  }, async (request, reply) => {
    const lang = requestLang(request);
    const kind = importKind(resource, request.query.type);
    const example = kind.example ?? {};
    async function* rows() { if (Object.keys(example).length) yield kind.fields.map((f) => example[f.key] ?? null); }
    const name = `${model.label.zh}${kind.outbound ? '出库' : ''}导入模板.xlsx`;
    return reply.header('content-disposition', contentDisposition(name)).type(XLSX_TYPE)
      .send(xlsxStream({ sheetName: model.label[lang], header: kind.fields.map((f) => f.label[lang]), widths: kind.fields.map((f) => Math.max(12, f.label.zh.length * 2 + 2)) }, rows()));
  });

  app.post(`${base}/checkImportData`, {
    config: { access: { menu, button: upload }, read: true }, // a preview: writes nothing
    schema: {
      tags, querystring: KindQuery,
      summary: `Check an .xls/.xlsx file (multipart, field "file", under 100 MB, at most ${MAX_IMPORT_ROWS} rows; type: ${names}): data.list rows with errors per field, data.blnError, data.blnNoInventory`,
    },
  }, async (request) => {
    const kind = importKind(resource, request.query.type);
    const sheet = await uploadedSheet(request);
    return ok(await checkImportRows(await contextOf(request), kind, sheet, requestLang(request)));
  });

  app.post(`${base}/import`, {
    config: { access: { menu, button: upload } },
    bodyLimit: SAVE_BODY_LIMIT,
    schema: {
      tags, querystring: KindQuery,
      summary: `Save checked rows (the check's list without its erroneous rows), as a plain array or { list, blnOut }: all written or none; the same rows again within a day add nothing (409); data { resultType, snum, fnum, failResult }`,
      body: Type.Union([Rows, Type.Object({ list: Rows, blnOut: Type.Optional(Type.Boolean()) })]),
    },
  }, async (request) => {
    const body = request.body;
    const list = Array.isArray(body) ? body : body.list;
    const kind = importKind(resource, request.query.type, !Array.isArray(body) && body.blnOut === true);
    const result = await saveImportRows(await contextOf(request), kind, list);
    return ok(result, pick(request, IMPORT_TEXT.saved));
  });
}
