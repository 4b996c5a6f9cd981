import type { ConditionalApiCall, FormSchema } from '../../../schemas';
import { evaluateCondition } from '../../../schemas';

/**
 * The save call of a form: the first conditional call whose `when` holds for the values (and the page
 * context), or the first without `when`. A `when` that fails to evaluate does not match.
 */
export function pickSaveCall(save: FormSchema['api']['save'], scope: Record<string, unknown>): ConditionalApiCall | null {
  const calls = Array.isArray(save) ? save : [save];
  return calls.find((call) => !call.when || evaluateCondition(call.when, scope, false)) ?? null;
}

/**
 * What a save sends: the form values; an edit adds the record `id` and, when the loaded record has one,
 * its `version` (the server refuses a stale edit with 409).
 */
export function savePayload(
  values: Record<string, unknown>,
  recordId: string | undefined,
  record: Record<string, unknown> | null,
): Record<string, unknown> {
  if (recordId === undefined) return values;
  const payload: Record<string, unknown> = { ...values, id: recordId };
  if (record && record.version !== undefined && record.version !== null) payload.version = record.version;
  return payload;
}
