import { and, eq, inArray } from 'drizzle-orm';
import type { FieldSchema } from '../../../../schemas/types';
import { shareUploadType } from '../../../../schemas/share';
import { badRequest } from '../../../core/errors';
import type { DbOrTx } from '../../../db/client';
import { uploadedFiles } from '../../file/tables';
import { fileUrl } from '../../file/file-store';
import { displayName } from '../../file/receive-upload';
import type { ThrottleRule } from '../../auth/login-throttle';
import type { LiveModel } from '../live';
import { formIndex } from '../online/form-index';
import { isPlainObject, type FormValues } from '../online/values';
import { SHARE_TEXT } from './texts';
import { htmlRefs } from './html-refs';

/**
 * Files on a shared form. A visitor uploads through the link (POST /api/_m/lmsfFormData/<token>/Upload/<type>),
 * registered to the link's author `share:<link id>` (its quota is the per-user one, uploadQuotaMb); a submission
 * takes only files uploaded through that link into the form's upload fields (files, images, signature): anything
 * else, a file of the directory or another link's, is refused, and each value is rebuilt from the stored name.
 * A rich text keeps its HTML as typed, but what it makes a browser load (pictures, media, frames, styles' url()) must
 * be files uploaded through the link, and a link into the file store must name one too: an outside picture would be
 * fetched from a stranger's server by whoever reads the record, another file of the store would pass off someone
 * else's upload as the visitor's. Links to other pages stay (they are followed only by a click).
 */

/** Uploads per client address and link. */
export const SHARE_UPLOAD_LIMIT: ThrottleRule = { limit: 30, windowMs: 10 * 60_000 };

interface FileRef { field: string; type: string; fileId: string }

const refused = (field: string) => badRequest(SHARE_TEXT.foreignFile, field);

/** The stored name of an upload url of `type` (`/api/file/Image|Attachment/<type>/<name>`), or undefined. */
function nameOfUrl(type: string, url: string): string | undefined {
  const name = decodeURIComponent(url.split('/').pop() ?? '');
  return name && fileUrl(type, name) === url ? name : undefined;
}

/** Reads the files a value names and gives the value rebuilt from them, or refuses a malformed one. */
function readFiles(field: FieldSchema, key: string, type: string, value: unknown, refs: FileRef[]): unknown {
  if (value === null || value === undefined || value === '') return value;
  if (field.jnpfKey === 'sign') {
    const name = typeof value === 'string' ? nameOfUrl(type, value) : undefined;
    if (!name) throw refused(key);
    refs.push({ field: key, type, fileId: name });
    return fileUrl(type, name);
  }
  if (!Array.isArray(value)) throw refused(key);
  return value.map((item) => {
    const fileId = isPlainObject(item) && typeof item.fileId === 'string' ? item.fileId : '';
    if (!fileId) throw refused(key);
    refs.push({ field: key, type, fileId });
    return { name: displayName(typeof item.name === 'string' ? item.name : fileId), fileId, url: fileUrl(type, fileId) };
  });
}

// Resolves a rich text's URLs as the page showing the record would: relative ones stay on this site.
const SITE = 'http://share.invalid';
const STORE_PATH = /^\/api\/file\/(Image|Attachment)\/([^/]+)\/([^/]+)$/;

/** The upload a URL of a rich text names in the file store; refuses one it may not name (see the header). */
function htmlFileRef(key: string, url: string, loaded: boolean): FileRef | null {
  if (url === '' || url.startsWith('#')) return null;
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(url, `${SITE}/share/`);
    path = decodeURIComponent(parsed.pathname).replace(/\/{2,}/g, '/').toLowerCase();
  } catch {
    throw refused(key);
  }
  if (parsed.origin !== SITE) {
    if (loaded) throw refused(key);
    return null;
  }
  if (!path.startsWith('/api/file/')) {
    if (loaded) throw refused(key);
    return null;
  }
  const match = STORE_PATH.exec(parsed.pathname);
  const name = match ? decodeURIComponent(match[3]) : '';
  if (!match || fileUrl(match[2], name) !== parsed.pathname) throw refused(key);
  return { field: key, type: match[2], fileId: name };
}

/** The files a rich text names, each to be an upload of the link. */
function readHtmlFiles(key: string, value: unknown, refs: FileRef[]): void {
  if (typeof value !== 'string') return;
  for (const ref of htmlRefs(value)) {
    const file = htmlFileRef(key, ref.url, ref.loaded);
    if (file) refs.push(file);
  }
}

/** Values with their upload fields rebuilt; refuses a file that was not uploaded through the link `author`. */
export async function sharedFiles(db: DbOrTx, live: LiveModel, author: string, values: FormValues): Promise<FormValues> {
  const { main, tables } = formIndex(live.published);
  const refs: FileRef[] = [];
  const out: FormValues = { ...values };
  const check = (field: FieldSchema | undefined, key: string, value: unknown) => {
    // A rich text's HTML is not a file value: kept as typed, the files it names checked.
    if (field?.jnpfKey === 'editor') {
      readHtmlFiles(key, value, refs);
      return value;
    }
    const type = field ? shareUploadType(field) : undefined;
    return type ? readFiles(field!, key, type, value, refs) : value;
  };
  for (const [key, value] of Object.entries(values)) {
    const table = tables.get(key);
    if (table && Array.isArray(value)) {
      out[key] = value.map((row) => (isPlainObject(row)
        ? Object.fromEntries(Object.entries(row).map(([k, v]) => [k, check(table.columns.get(k), key, v)]))
        : row));
    } else out[key] = check(main.get(key), key, value);
  }
  if (refs.length === 0) return out;
  const names = [...new Set(refs.map((r) => r.fileId))];
  const rows = await db.select({ name: uploadedFiles.name, type: uploadedFiles.type }).from(uploadedFiles)
    .where(and(inArray(uploadedFiles.name, names), eq(uploadedFiles.userId, author)));
  const types = new Map(rows.map((r) => [r.name, r.type]));
  const foreign = refs.find((r) => types.get(r.fileId) !== r.type);
  if (foreign) throw refused(foreign.field);
  return out;
}
