import { lintSchemas } from '../../../schemas/lint';
import type { FormSchema, ListSchema } from '../../../schemas/types';
import { validateSchemaDocument } from '../../../schemas/validate';
import { DESIGN_FORM_ID } from './document';

/**
 * The list design's problems, as the server's save check sees them (server/modules/visualdev/design-check.ts
 * `checkColumnData`): the shape, then the lint of the list beside its form, the form registered as
 * DESIGN_FORM_ID (the id the list's placeholders name). A column naming a field the form no longer has shows here.
 */
export function listProblems(list: ListSchema, form: FormSchema, widgetKeys: ReadonlySet<string>): string[] {
  const checked = validateSchemaDocument(list);
  if (!checked.ok) return checked.errors;
  const set = [{ ...form, id: DESIGN_FORM_ID }, list];
  return lintSchemas(set, { widgetKeys })
    .filter((issue) => issue.index === 1)
    .map((issue) => `${issue.path}: ${issue.message}`);
}
