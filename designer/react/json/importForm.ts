import { importJnpfForm } from '../../../schemas/import/jnpf';
import type { FormSchema } from '../../../schemas/types';

export type ImportedForm = { ok: true; form: unknown; warnings: string[]; jnpf: boolean } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A file the JSON view imports: one of our form schemas (kept as it is; Apply checks it) or a JNPF
 * designer form (`{ ...formConf, fields }`, its JSON text or a fields array), converted by the
 * importer with the open design's id, title and calls, and the importer's warnings.
 */
export function importFormText(text: string, current: FormSchema): ImportedForm {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (isRecord(json) && json.type === 'form' && Array.isArray(json.fields)) return { ok: true, form: json, warnings: [], jnpf: false };
  try {
    const result = importJnpfForm(json, { id: current.id, ...(current.title === undefined ? {} : { title: current.title }), api: current.api });
    return { ok: true, form: result.schema, warnings: result.warnings, jnpf: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
