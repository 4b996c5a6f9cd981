import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldSchema, FormSchema } from '../../../../schemas/types';
import { pickText } from '../../../../schemas/text';
import { shareableFields, unfillableOnShare } from '../../../../schemas/share';
import { formDictionaries } from '../../../../schemas/model/dictionary-codes';
import { AppError, notFound } from '../../../core/errors';
import { requestLang } from '../../../core/i18n';
import { mapUniqueViolations } from '../../../core/db-errors';
import { fillAll } from '../../../core/text';
import { uniqueConflicts } from '../../../resource/write';
import { dictionaryItems } from '../../system/dictionary-service';
import { minutesOf, reserveAttempt, type ThrottleRule } from '../../auth/login-throttle';
import { liveModel, type LiveModel } from '../live';
import { writeRecord, type Saver } from '../online/save';
import { bodyValues, isPlainObject, type FormValues } from '../online/values';
import { formIndex } from '../online/form-index';
import { usableShare, type ShareRow } from './service';
import { SHARE_TEXT } from './texts';
import { sharedFiles } from './uploads';

/**
 * The public side of a share link: the form to fill in, and its submission as a create through the same save as
 * OnlineDev (calculated fields, bill numbers, rules, sub-tables, one transaction). Nobody is signed in, so:
 * - the record is marked shared by its author: `created_by` is `share:<link id>` (the lifecycle column every
 *   dynamic table has; no user id has that form, so data rules on the creator never match it), and the list's
 *   创建人 stays empty;
 * - system fields of the form have no user: createUser and the organisation, department and position are null,
 *   the times are set as on every create;
 * - the submissions per address and link are counted in the shared throttle store (atomic, every node).
 */

/** Submissions per client address and link. */
export const SHARE_SUBMIT_LIMIT: ThrottleRule = { limit: 10, windowMs: 60_000 };

export const sharedAuthor = (share: Pick<ShareRow, 'id'>) => `share:${share.id}`;

/** The link and its live design, or the link's 404 (unknown, revoked, expired, design unpublished or deleted). */
export async function sharedModel(app: FastifyInstance, token: string): Promise<{ share: ShareRow; live: LiveModel }> {
  const share = await usableShare(app.database.db, token);
  const live = await liveModel(app, share.visualdevId);
  if (!live) throw notFound(SHARE_TEXT.notFound);
  return { share, live };
}

/**
 * The runtime form as a create-only page that saves through the link: no record to load, and without the fields a
 * stranger cannot fill (schemas/share.ts: directory and record pickers, options of a data interface or an API).
 */
export function sharedForm(live: LiveModel, token: string): FormSchema {
  const form = live.published.form;
  return { ...form, fields: shareableFields(form.fields), api: { save: { method: 'POST', url: `/api/_m/lmsfFormData/${token}` } } };
}

/**
 * The form of a link, the design's name and the enabled items of the dictionaries its fields name: a visitor has
 * no session to ask the dictionary calls, and these options are part of the form (nothing else is sent).
 */
export async function sharedFormReply(app: FastifyInstance, live: LiveModel, token: string, request: FastifyRequest) {
  const form = sharedForm(live, token);
  const dictionaries: Record<string, unknown[]> = {};
  for (const type of formDictionaries(form.fields)) {
    // A type deleted since the publish offers nothing (the signed-in form would show the same empty list).
    dictionaries[type] = await dictionaryItems(app.database.db, type).catch(() => []);
  }
  return {
    formData: JSON.stringify(form),
    fullName: pickText(live.published.model.label, requestLang(request)),
    dictionaries,
  };
}

/** The field is on the shared form (a field the form shows that a stranger may fill). */
const onSharedForm = (field: FieldSchema | undefined): boolean => !!field && !unfillableOnShare(field);

/** The values of the fields the shared form shows (sub-table rows: their columns). */
export function formOnly(live: LiveModel, values: FormValues): FormValues {
  const { main, tables } = formIndex(live.published);
  const out: FormValues = {};
  for (const [key, value] of Object.entries(values)) {
    const table = tables.get(key);
    if (onSharedForm(main.get(key))) out[key] = value;
    else if (table && onSharedForm(table.field) && Array.isArray(value)) {
      out[key] = value.map((row) => (isPlainObject(row) ? Object.fromEntries(Object.entries(row).filter(([k]) => onSharedForm(table.columns.get(k)))) : row));
    }
  }
  return out;
}

export async function submitShared(app: FastifyInstance, request: FastifyRequest, share: ShareRow, live: LiveModel): Promise<void> {
  const blocked = await reserveAttempt(app.throttle, `share:${share.id}|${request.ip}`, SHARE_SUBMIT_LIMIT);
  if (blocked) throw new AppError(429, fillAll(SHARE_TEXT.tooMany, { n: minutesOf(blocked) }));
  // A visitor fills in what the form shows, nothing else: a field removed from the design (kept, hidden) or a value
  // the form never offers (a directory or record picker) is dropped, and a sub-table row keeps only the sub-table's
  // columns. Files: only those uploaded through this link.
  const author = sharedAuthor(share);
  const db = live.resource.db;
  const values = await sharedFiles(app.database.db, live, author, formOnly(live, bodyValues(live.published.model, (request.body ?? {}) as Record<string, unknown>)));
  const saver: Saver = {
    request,
    // A create only: nothing stored is read or changed through a link.
    scope: { canCreate: true },
    actor: { id: author, name: author },
    // No user: '' is read as null by the model's text fields.
    user: { userId: '', userName: '', organizeId: null, organizeName: null, departmentId: null, departmentName: null, positionId: null, positionName: null },
  };
  await mapUniqueViolations(() => db.transaction((tx) => writeRecord(tx, live, saver, { values })), uniqueConflicts(live.published.model));
}
