import { migrateSchema } from '../../../schemas/migrate';
import type { FormSchema, ListSchema, PageSchema } from '../../../schemas';

/** `data` of `GET /api/visualdev/OnlineDev/<id>/Config` (docs: contract of issue 17). */
export interface ModelConfigReply {
  formData?: unknown;
  columnData?: unknown;
  webType?: unknown;
  fullName?: unknown;
}

/** Checks one page document against the page-schema language: null when it fits, else its problems. */
export type PageCheck = (doc: unknown) => string[] | null;

/** A published design ready to render: its form, its list (none for a form-only design). */
export interface ModelPages {
  /** Form and list texts as received: the key under which their parsed schemas are kept. */
  key: string;
  webType: string;
  form: FormSchema;
  list: ListSchema | null;
}

export type ConfigOutcome =
  | { ok: true; pages: ModelPages }
  /** `what` says which part failed: the form design, the list design or the reply itself. */
  | { ok: false; what: 'form' | 'list' | 'reply'; problem: string };

/** Text of a design part: JSON text as the server sends it, or an object already (a lenient reply). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One page document out of its text: parsed, upgraded, checked, and of the expected type. */
function readPage<T extends PageSchema>(text: string, type: T['type'], check: PageCheck): { page: T } | { problem: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(text) as unknown;
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  const problems = check(doc);
  if (problems && problems.length > 0) return { problem: problems[0] };
  let page: PageSchema;
  try {
    page = migrateSchema(doc);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
  if (page.type !== type) return { problem: `/type: must be ${JSON.stringify(type)}` };
  return { page: page as T };
}

/**
 * The pages of a Config reply. A form-only design (webType '1') needs no list; every other kind does.
 * `check` is the page-schema validation (schemas/validate.ts), passed in so this stays pure and testable.
 */
export function readModelConfig(data: unknown, check: PageCheck): ConfigOutcome {
  if (!data || typeof data !== 'object') return { ok: false, what: 'reply', problem: 'no data' };
  const reply = data as ModelConfigReply;
  const webType = reply.webType === undefined || reply.webType === null ? '2' : String(reply.webType);
  const formText = asText(reply.formData);
  if (formText === null) return { ok: false, what: 'form', problem: 'formData is empty' };
  const form = readPage<FormSchema>(formText, 'form', check);
  if ('problem' in form) return { ok: false, what: 'form', problem: form.problem };

  const listText = webType === '1' ? null : asText(reply.columnData);
  if (webType !== '1' && listText === null) return { ok: false, what: 'list', problem: 'columnData is empty' };
  let list: ListSchema | null = null;
  if (listText !== null) {
    const read = readPage<ListSchema>(listText, 'list', check);
    if ('problem' in read) return { ok: false, what: 'list', problem: read.problem };
    list = read.page;
  }
  return { ok: true, pages: { key: `${webType}\u0000${formText}\u0000${listText ?? ''}`, webType, form: form.page, list } };
}
