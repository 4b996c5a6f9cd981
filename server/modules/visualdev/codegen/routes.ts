import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { strToU8, zipSync } from 'fflate';
import { ok } from '../../../core/envelope';
import { badRequest } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { attachmentDisposition } from '../../file/file-store';
import { IdParams } from '../../system/catalogue-input';
import { VISUALDEV_MENU } from '../seed';
import { camelName, generateModule, NAME_PATTERN, type GeneratedFile } from './generate';
import { compiledDesign } from './source';
import { CODEGEN_TEXT } from './texts';

/**
 * Code generation (spec section 7, JNPF's VisualdevGenController): the areas a module may go to, the preview of a
 * design's generated module as JNPF's folder tree, and the module as a .zip of repository-relative paths.
 */

const tags = ['visualdev'];
const base = '/api/visualdev/Generater';
const menu = VISUALDEV_MENU;
/** The button of the two generation calls (seed.ts). */
export const CODE_BUTTON = 'btn_code';

const MODELS_DIR = join(import.meta.dirname, '../../../../models');

/** The areas of this repository: the folders under models/. */
export const areaNames = (): string[] =>
  readdirSync(MODELS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();

const CodeForm = Type.Object({
  module: Type.Optional(Type.String({ maxLength: 40, description: '所属模块: the area (a name from AreasName, or a new one); `area` is accepted too' })),
  className: Type.Optional(Type.String({ maxLength: 40, description: '主功能名称: the module name (camelCased); default the design code; `name` is accepted too' })),
  subClassName: Type.Optional(Type.String({ maxLength: 400, description: 'JNPF sub-table class names: accepted; each sub-table is named <className><SubTableKey>' })),
  description: Type.Optional(Type.String({ maxLength: 200, description: '主功能备注: written into the model file' })),
  area: Type.Optional(Type.String({ maxLength: 40 })),
  name: Type.Optional(Type.String({ maxLength: 40 })),
});
type CodeFormBody = { module?: string; className?: string; description?: string; area?: string; name?: string };

async function generated(db: DbOrTx, id: string, body: CodeFormBody) {
  const area = (body.module ?? body.area ?? '').trim();
  if (!NAME_PATTERN.test(area)) throw badRequest(CODEGEN_TEXT.badModule, 'module');
  const { published, enCode, fullName } = await compiledDesign(db, id);
  const name = camelName(body.className ?? body.name ?? enCode);
  if (!NAME_PATTERN.test(name)) throw badRequest(CODEGEN_TEXT.badClassName, 'className');
  const origin = `generated from the design ${fullName} (${enCode}, ${id})${body.description ? `: ${body.description}` : ''}`;
  return { area, name, ...generateModule(published, { area, name, origin }) };
}

/** JNPF's preview list: one node per folder (`fileName` the folder), its files as children. */
export function previewTree(files: GeneratedFile[]) {
  const folders = new Map<string, GeneratedFile[]>();
  for (const f of files) {
    const folder = f.path.slice(0, f.path.lastIndexOf('/'));
    folders.set(folder, [...(folders.get(folder) ?? []), f]);
  }
  return [...folders].map(([folder, list]) => ({
    id: folder,
    fileName: folder,
    children: list.map((f) => {
      const fileName = f.path.slice(folder.length + 1);
      return { id: f.path, folderName: folder, fileName, path: f.path, fileType: fileName.slice(fileName.lastIndexOf('.') + 1), fileContent: f.content };
    }),
  }));
}

export async function codegenRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.database.db;

  app.get(`${base}/AreasName`, {
    config: { access: { menu } },
    schema: { tags, summary: 'The areas a generated module may go to: the folders under models/, e.g. ["gold"]' },
  }, async () => ok(areaNames()));

  app.post(`${base}/:id/Actions/CodePreview`, {
    config: { access: { menu, button: CODE_BUTTON } },
    schema: {
      tags,
      summary: "The design's generated module (model, table, resource with hooks, list and form pages, README, API test): {list: [{id, fileName: folder, children: [{id, folderName, fileName, path, fileType, fileContent}]}]}",
      params: IdParams,
      body: CodeForm,
    },
  }, async (request) => {
    const module = await generated(db, request.params.id, request.body);
    return ok({ list: previewTree(module.files), subTables: module.subTables, unsampled: module.unsampled });
  });

  app.post(`${base}/:id/Actions/DownloadCode`, {
    config: { access: { menu, button: CODE_BUTTON } },
    schema: {
      tags,
      summary: "The design's generated module as <area>-<name>.zip, its paths relative to the repository root (unzip there); streamed, not JNPF's {name, url}",
      params: IdParams,
      body: CodeForm,
    },
  }, async (request, reply) => {
    const module = await generated(db, request.params.id, request.body);
    const zip = zipSync(Object.fromEntries(module.files.map((f) => [f.path, strToU8(f.content)])));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachmentDisposition(`${module.area}-${module.name}.zip`))
      .send(Buffer.from(zip));
  });
}
