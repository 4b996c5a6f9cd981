import type { FormSchema } from '../../../schemas';
import { shareableFields } from '../../../schemas/share';
import type { DictionaryItem } from '../../../widgets/services';
import { request } from '../../data';
import { readModelConfig } from '../../renderers/dynamic-model/config';
import { loadPageCheck } from '../../renderers/dynamic-model/check';

/** A shared form as the page shows it, or why it cannot be shown. */
export type SharedForm =
  | { ok: true; form: FormSchema; fullName: string; dictionaries: Record<string, DictionaryItem[]> }
  | { ok: false; message?: string };

export const sharedFormUrl = (token: string) => `/api/_m/lmsfFormData/${encodeURIComponent(token)}`;

/**
 * GET /api/_m/lmsfFormData/<token>: the runtime form (JSON text, saving through the link), the design's name and the
 * items of the dictionaries its fields name.
 * A refused link (404: unknown, revoked, expired, unpublished) or a form that does not read is `ok: false`.
 */
export async function loadSharedForm(token: string): Promise<SharedForm> {
  if (!token) return { ok: false };
  let data: { formData?: unknown; fullName?: unknown; dictionaries?: unknown };
  try {
    // Silent: the page says what went wrong.
    data = (await request<typeof data>({ url: sharedFormUrl(token), silent: true })).data;
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message ? error.message : undefined };
  }
  const outcome = readModelConfig({ formData: data?.formData, webType: '1' }, await loadPageCheck());
  if (!outcome.ok) return { ok: false, message: outcome.problem };
  const dictionaries = data.dictionaries && typeof data.dictionaries === 'object' ? (data.dictionaries as Record<string, DictionaryItem[]>) : {};
  // The server sends the form without the fields a stranger cannot fill; an older reply is read the same way.
  const form = { ...outcome.pages.form, fields: shareableFields(outcome.pages.form.fields) };
  return { ok: true, form, fullName: typeof data.fullName === 'string' ? data.fullName : '', dictionaries };
}
