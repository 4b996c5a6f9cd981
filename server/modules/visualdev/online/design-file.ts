import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { DesignExport } from '../../../../schemas/model/design-wire';
import { badRequest } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { contentDisposition } from '../../../resource/export';
import { strictValidator } from '../../system/strict-validator';
import { DesignBody } from '../design-body';
import { findDesign } from '../design-service';
import { toInfo } from '../wire';
import { ONLINE_TEXT } from './texts';

/**
 * A design as a file, as JNPF moves designs between systems: OnlineDev {id}/Actions/ExportData (and
 * App/{id}/Actions/ExportData) downloads it as `<name>.json`; Model/Actions/ImportData creates a new design from such
 * a file, checked as every create (POST /api/visualdev/Base takes the same JSON as its body).
 */

/** A design in a body or a file: what a create takes, and any other entity fields (an id) it ignores. */
export type DesignIn = Static<typeof DesignBody> & { id?: unknown };

const isDesign = strictValidator({ schema: DesignBody, method: 'POST', url: '', httpPart: 'body' }) as (value: unknown) => boolean;
/** A design file is JSON text of a few designs' size. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

export async function designExport(db: DbOrTx, id: string): Promise<DesignExport> {
  const { fullName, enCode, category, type, webType, description, sortCode, formData, columnData, tables } = toInfo(await findDesign(db, id));
  return { id, fullName, enCode, category, type, webType, description, sortCode, formData, columnData, tables };
}

export async function sendDesignFile(db: DbOrTx, id: string, reply: FastifyReply): Promise<FastifyReply> {
  const design = await designExport(db, id);
  return reply.header('content-disposition', contentDisposition(`${design.fullName}.json`))
    .type('application/json; charset=utf-8').send(JSON.stringify(design, null, 2));
}

/** A design from JSON text, shaped as a create's body; else a 400 on `field`. */
export function parseDesign(text: string, field = 'data'): DesignIn {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(ONLINE_TEXT.badDesign, field);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !isDesign(parsed)) throw badRequest(ONLINE_TEXT.badDesign, field);
  return parsed as DesignIn;
}

/** The design in the uploaded .json (multipart field `file`); 400 without one or when it is not a design. */
export async function uploadedDesign(request: FastifyRequest): Promise<DesignIn> {
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: MAX_FILE_BYTES } }) : undefined;
  if (!part || part.fieldname !== 'file' || !/\.json$/i.test(part.filename)) {
    part?.file.resume();
    throw badRequest(ONLINE_TEXT.noDesignFile, 'file');
  }
  const bytes = await part.toBuffer().catch(() => { throw badRequest(ONLINE_TEXT.badDesign, 'file'); });
  if (part.file.truncated) throw badRequest(ONLINE_TEXT.badDesign, 'file');
  return parseDesign(bytes.toString('utf8').replace(/^\uFEFF/, ''), 'file');
}
