import type { FieldSchema } from './types';
import { DEFAULT_UPLOAD_SIZE, sizeLimitBytes } from './upload-size';

/**
 * What a stranger can fill on a shared form (a share link, /share/<token>: no session). One definition for the
 * server (the form it sends and the values it writes), the public page and the designer's share dialog.
 * - Options that are part of the design (static options, dictionaries) and areas come through the link.
 * - Uploads go through the link's own upload route; a submission takes only files uploaded through that link.
 * - Directory pickers (users, organisations, departments, positions, dictionary types), related records (relation
 *   form, popup select, relation flow and their attribute fields) and options of a data interface or an API call
 *   would open the user directory or other records to anyone holding the link: such fields are left out.
 */

/** Widgets a stranger is never offered: they read the directory, other records or a flow. */
export const SHARE_UNFILLABLE_KEYS: ReadonlySet<string> = new Set([
  'userSelect', 'depSelect', 'posSelect', 'comSelect', 'dicSelect',
  'relationForm', 'relationFormAttr', 'popupSelect', 'popupAttr', 'relationFlow', 'relationFlowAttr',
]);

/** Widgets holding uploads, with the upload type their files go to when the field names none (the widgets' props.ts). */
export const SHARE_UPLOAD_KEYS: Readonly<Record<string, string>> = { uploadFz: 'annex', uploadImg: 'annexpic', sign: 'annexpic', editor: 'annexpic' };

/** The field is left out of a shared form: a directory or record picker, or options read from a data interface or an API call. */
export function unfillableOnShare(field: FieldSchema): boolean {
  if (SHARE_UNFILLABLE_KEYS.has(field.jnpfKey)) return true;
  const options = field.options;
  return !!options && !Array.isArray(options) && !('dictionary' in options);
}

/** The form's fields without those a stranger cannot fill (containers and sub-tables keep the rest). */
export function shareableFields(fields: readonly FieldSchema[]): FieldSchema[] {
  return fields.filter((f) => !unfillableOnShare(f)).map((f) => (f.children ? { ...f, children: shareableFields(f.children) } : f));
}

/** The value fields left out of a shared form (sub-table columns too), for the share dialog's warning. */
export function unfillableFields(fields: readonly FieldSchema[], out: FieldSchema[] = []): FieldSchema[] {
  for (const f of fields) {
    if (unfillableOnShare(f)) {
      if (f.vModel) out.push(f);
    } else if (f.children) unfillableFields(f.children, out);
  }
  return out;
}

const propType = (field: FieldSchema): string | undefined => {
  const type = (field.props as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && type ? type : undefined;
};

/** The upload type a field's files go to (its `type` prop, else the widget's default), or undefined for a field without uploads. */
export function shareUploadType(field: FieldSchema): string | undefined {
  const fallback = SHARE_UPLOAD_KEYS[field.jnpfKey];
  if (!fallback) return undefined;
  // A signature and a rich text's images are always pictures; the upload widgets may name their folder.
  return field.jnpfKey === 'uploadFz' || field.jnpfKey === 'uploadImg' ? propType(field) ?? fallback : fallback;
}

/** The upload types a shared form may upload to (empty: the link takes no files). */
export function shareUploadTypes(fields: readonly FieldSchema[], out = new Set<string>()): Set<string> {
  for (const f of fields) {
    const type = shareUploadType(f);
    if (type) out.add(type);
    if (f.children) shareUploadTypes(f.children, out);
  }
  return out;
}

/** A share link's size limit of one upload type: the widest limit of the fields uploading there (`size` in `unit`, `bytes`). */
export interface ShareUploadLimit { bytes: number; size: number; unit: string }

/** A field's size limit as its widget applies it: its own `fileSize`, the widget's default when it sets none; null for "no check". */
function fieldLimit(field: FieldSchema): ShareUploadLimit | null {
  const props = (field.props ?? {}) as { fileSize?: number | null; sizeUnit?: string };
  const own = field.jnpfKey === 'uploadFz' || field.jnpfKey === 'uploadImg';
  if (own && props.fileSize !== undefined) {
    const bytes = sizeLimitBytes(props.fileSize, props.sizeUnit);
    return bytes === null ? null : { bytes, size: props.fileSize!, unit: props.sizeUnit ?? 'MB' };
  }
  const { size, unit } = field.jnpfKey === 'uploadFz' ? DEFAULT_UPLOAD_SIZE.uploadFz : DEFAULT_UPLOAD_SIZE.uploadImg;
  return { bytes: sizeLimitBytes(size, unit)!, size, unit };
}

/**
 * The size limit a link applies to uploads of `type`, as the form's upload fields apply it (a file must be under it):
 * the widest of those fields' limits, a field without a size taking its widget's default (DEFAULT_UPLOAD_SIZE, as the
 * widget does; a signature and a rich text take the pictures' default); null only when a field uploading there says
 * "no check" (fileSize null or 0): the uploader's own limit applies then.
 */
export function shareUploadLimit(fields: readonly FieldSchema[], type: string): ShareUploadLimit | null {
  let widest: ShareUploadLimit | null = null;
  let unlimited = false;
  const visit = (list: readonly FieldSchema[]) => {
    for (const f of list) {
      if (shareUploadType(f) === type) {
        const limit = fieldLimit(f);
        if (limit === null) unlimited = true;
        else if (!widest || limit.bytes > widest.bytes) widest = limit;
      }
      if (f.children) visit(f.children);
    }
  };
  visit(fields);
  return unlimited ? null : widest;
}

/** Whether a shared form shows an address field (the link then answers area lookups). */
export function hasAddressField(fields: readonly FieldSchema[]): boolean {
  return fields.some((f) => f.jnpfKey === 'address' || (!!f.children && hasAddressField(f.children)));
}
