import type { FieldSchema } from '../../schemas';
import { recomputeCalculated } from '../../schemas/formula';
import { fillSystemFields, type SystemFillContext } from '../../schemas/system-fields';

/**
 * The values of a schema form as the server stores them (designer forms and dynamic models save
 * through this): system fields filled from the session and the stored record, then every calculated
 * field recomputed with the form's own formulas. The client's values for either are never trusted;
 * a form whose formulas do not parse or form a cycle throws (the save fails, nothing is stored).
 */
export function prepareFormValues(fields: readonly FieldSchema[], body: Record<string, unknown>, ctx: SystemFillContext): Record<string, unknown> {
  return recomputeCalculated(fields, fillSystemFields(fields, body, ctx));
}
