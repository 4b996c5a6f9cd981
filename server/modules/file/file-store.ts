import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { badRequest, notFound } from '../../core/errors';
import { fillAll } from '../../core/text';
import { FILE_TEXT } from './file-text';

/**
 * Where uploads live and what their names may be (docs/product.md#files). Files are stored as
 * FILES_DIR/<type>/<generated name>; names are generated here, so a name from a URL that does not
 * look like one of ours is refused before it comes near the file system.
 */

/** Upload types the clients use (JNPF: annexpic images and signatures, annex files, chat IM, ...). */
export const UPLOAD_TYPES = ['annexpic', 'annex', 'userAvatar', 'IM', 'mail', 'workFlow', 'document', 'template'] as const;

/** Size limit of one upload. An object, not a constant, so the API test can lower it instead of sending 100 MB. */
export const fileLimits = { maxBytes: 100 * 1024 * 1024 };

/** Image extensions served inline (docs/product.md#constants: image preview extensions). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', bmp: 'image/bmp', gif: 'image/gif', webp: 'image/webp',
  psd: 'image/vnd.adobe.photoshop', svg: 'image/svg+xml', tiff: 'image/tiff', mp4: 'video/mp4', pdf: 'application/pdf',
};

const SAFE_NAME = /^[\w.-]+$/;

export function checkType(type: string): string {
  if (!(UPLOAD_TYPES as readonly string[]).includes(type)) throw badRequest(fillAll(FILE_TEXT.badType, { type }));
  return type;
}

/** A stored name from a URL: word characters, dots and dashes only, and no leading dot ('..', '.env'). */
export function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.startsWith('.') || name.length > 200) throw badRequest(FILE_TEXT.badName);
  return name;
}

/** The lower-case extension of a file name without the dot, or '' when it has none we can keep. */
export function extensionOf(name: string): string {
  const ext = path.extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : '';
}

export const isImageName = (name: string): boolean => IMAGE_EXTENSIONS.includes(extensionOf(name));

export const contentTypeOf = (name: string): string => CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';

/** A new unguessable name keeping the original's extension (the image and download URLs are capabilities). */
export function generatedName(original: string): string {
  const ext = extensionOf(original);
  return `${randomUUID().replace(/-/g, '')}${ext ? `.${ext}` : ''}`;
}

/** What clients put in a value: images are shown from the image path, other files downloaded. */
export function fileUrl(type: string, name: string): string {
  const kind = isImageName(name) ? 'Image' : 'Attachment';
  return `/api/file/${kind}/${type}/${encodeURIComponent(name)}`;
}

export function tooLarge() {
  return badRequest(fillAll(FILE_TEXT.tooLarge, { size: Math.round(fileLimits.maxBytes / 1024 / 1024) }));
}

/** The path of a stored file after the checks; resolving it again proves it stays inside the type's folder. */
export function storedPath(filesDir: string, type: string, name: string): string {
  const dir = path.resolve(filesDir, checkType(type));
  const full = path.resolve(dir, checkName(name));
  if (path.dirname(full) !== dir) throw badRequest(FILE_TEXT.badName);
  return full;
}

/** The stored file's path and size; 404 when it is gone. */
export async function existingFile(filesDir: string, type: string, name: string): Promise<{ full: string; size: number }> {
  const full = storedPath(filesDir, type, name);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound(FILE_TEXT.notFound);
  return { full, size: stat.size };
}

/** attachment; filename="..."; filename*=UTF-8''... (the ASCII fallback drops what old clients cannot read). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
