import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../../core/i18n';
import { checkImportRows, importKind, rowError, saveImportRows } from '../../../resource/import';
import { uploadedSheet } from '../../../resource/import-routes';
import { wireValue } from '../../../resource/read';
import type { ImportContext, ImportLine, ImportSaveContext, Resource } from '../../../resource/types';
import type { LiveModel } from '../live';
import { templateFields } from './export';
import { saverOf, writeRecord, type Saver } from './save';

/**
 * The import of a published model through the engine's import (server/resource/import.ts): the template's columns
 * are read from the file, checked by the model (dictionary items by name, the unique rules) and saved all or none
 * with a receipt; each line is written as a create is (system fields, calculated fields, bill numbers).
 */

const imports = new WeakMap<object, Resource>();
/** The saver of an import call, read before its transaction opens. */
const savers = new WeakMap<FastifyRequest, Saver>();

/** The live resource with an import of the template's columns whose save writes each line as a create. */
function importResource(live: LiveModel): Resource {
  let resource = imports.get(live.resource);
  if (resource) return resource;
  const { model } = live.published;
  const fields = templateFields(live);
  resource = {
    ...live.resource,
    model: { ...model, import: { columns: fields.map((f) => f.key) } },
    hooks: {
      ...live.resource.hooks,
      import: {
        default: {
          async save(ctx: ImportSaveContext, lines: ImportLine[]) {
            const saver = savers.get(ctx.request)!;
            for (const line of lines) {
              // The checked values as the form holds them (times epoch ms), read again as a create reads a body.
              const values = Object.fromEntries(fields.filter((f) => line.values[f.key] !== undefined).map((f) => [f.key, wireValue(f, line.values[f.key])]));
              try {
                await writeRecord(ctx.tx, live, saver, { values });
              } catch (error) {
                throw rowError(error, line.n);
              }
            }
          },
        },
      },
    },
  };
  imports.set(live.resource, resource);
  return resource;
}

async function contextOf(live: LiveModel, request: FastifyRequest): Promise<ImportContext> {
  const resource = importResource(live);
  return { db: resource.db, request, resource, scope: await live.resource.scopeOf(request) };
}

/** Check an uploaded file: its rows with the errors per field (nothing written). */
export async function checkImport(live: LiveModel, request: FastifyRequest) {
  const ctx = await contextOf(live, request);
  const sheet = await uploadedSheet(request);
  return checkImportRows(ctx, importKind(ctx.resource, undefined), sheet, requestLang(request));
}

/** Save checked rows, all or none. */
export async function saveImport(live: LiveModel, request: FastifyRequest, rows: Array<Record<string, unknown>>) {
  const ctx = await contextOf(live, request);
  savers.set(request, await saverOf(request, ctx.db, ctx.scope));
  return saveImportRows(ctx, importKind(ctx.resource, undefined), rows);
}
