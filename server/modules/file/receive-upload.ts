import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../core/errors';
import { FILE_TEXT } from './file-text';
import { fileLimits, fileUrl, generatedName, storedPath, tooLarge } from './file-store';
import { quotaFull, quotaOf, recordUpload } from './upload-quota';
import { IM_TYPE, checkTypeFile, imTooLarge, typeMaxBytes } from './im-upload';

/** What a user called the file, for the reply and the value's name (no path, no control characters). */
export function displayName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.slice(0, 200) || 'file';
}

/**
 * Stores the one file of a multipart request (field "file") into FILES_DIR/<type>/ under a new name, with the
 * uploader's rules: the type's size cap, the owner's quota (uploadQuotaMb), no empty file; the upload is registered
 * to `owner` (a user id, or `share:<link id>` for a share link's visitor). `type` is checked by the caller; `own` is
 * a smaller limit of the caller's with its refusal.
 */
export async function receiveUpload(
  app: FastifyInstance, request: FastifyRequest, type: string, owner: string, own?: { maxBytes: number; tooLarge: () => Error },
): Promise<{ name: string; fileId: string; url: string }> {
  if (!request.isMultipart()) throw badRequest(FILE_TEXT.noFile);
  // The owner's space left caps this file; concurrent uploads may overshoot by at most one file each.
  const quota = await quotaOf(app.database.db, owner);
  if (quota.left <= 0) throw quotaFull(quota);
  const typeCap = typeMaxBytes(type, fileLimits.maxBytes);
  // A caller's own limit (a share link's, from its form's fields) when it is the smaller one.
  const ownCap = own && own.maxBytes < typeCap ? own : undefined;
  const cap = ownCap ? ownCap.maxBytes : typeCap;
  const limit = Math.min(cap, quota.left);
  const part = await request.file({ limits: { fileSize: limit } });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw badRequest(FILE_TEXT.noFile);
  }
  try {
    checkTypeFile(type, part.filename);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const stored = generatedName(part.filename);
  const full = storedPath(app.config.filesDir, type, stored);
  await fs.promises.mkdir(path.dirname(full), { recursive: true });
  try {
    await pipeline(part.file, fs.createWriteStream(full, { flags: 'wx' }));
    // Busboy stops at the limit and ends the stream: what was written is a truncated copy.
    if (part.file.truncated) throw limit < cap ? quotaFull(quota) : ownCap ? ownCap.tooLarge() : type === IM_TYPE ? imTooLarge() : tooLarge();
    const { size } = await fs.promises.stat(full);
    if (size === 0) throw badRequest(FILE_TEXT.emptyFile);
    await recordUpload(app.database.db, { name: stored, type, userId: owner, size });
  } catch (error) {
    await fs.promises.rm(full, { force: true });
    throw error;
  }
  return { name: displayName(part.filename), fileId: stored, url: fileUrl(type, stored) };
}
