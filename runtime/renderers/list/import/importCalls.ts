import { t } from '@lingui/core/macro';
import type { ApiCall, ListImport } from '../../../../schemas';
import { request, RequestError, SESSION_CODES, type Envelope } from '../../../data';
import { resolveTemplate, resolveUrl } from '../../template';

/** A page's `import`, whose declared properties decide how it behaves (the runtime knows no business kind of import). */
export type DeclaredImport = ListImport;
export type ImportBehaviour = Pick<ListImport, 'payload' | 'outbound' | 'refusal' | 'confirmNoInventory'>;

/** One parsed row of an import file (docs/product.md#client-data-shapes, import row). */
export type ImportRow = Record<string, unknown> & {
  blnError?: boolean;
  blnNoInventory?: boolean;
  /** Sales: the item number listed when the row has no inbound record. */
  inventoryNumber?: string | number;
  /** Why the row is wrong, by field key (shown under the cell; other keys by the status tag). */
  errors?: Record<string, string>;
};

/** The `data` of a check reply. */
export interface CheckResult {
  list: ImportRow[];
  blnError?: boolean;
  blnNoInventory?: boolean;
}

/** The `data` of a save reply (docs/product.md#client-data-shapes, import result). */
export interface ImportResult {
  resultType?: number | string;
  /** Rows saved. */
  snum?: number;
  /** Rows refused. */
  fnum?: number;
  failResult?: ImportRow[];
}

/** A save reply with this text counts as success whatever its code (docs/product.md#import-wizard). */
export const SAVE_SUCCESS_TEXT = 'save import data success';

type Context = Record<string, unknown>;

/** A call's URL and declared query with their placeholders filled. */
function target(call: ApiCall, context: Context): { url: string; query?: Record<string, unknown> } {
  const query = call.query ? (resolveTemplate(call.query, context) as Record<string, unknown>) : undefined;
  return { url: resolveUrl(call, context), query };
}

/** Shows why an upload or a save was refused, the way the import declares (`refusal`, docs/product.md#import-wizard). */
export type ShowImportError = (text: string) => void;

/** An ended session was announced by the HTTP layer even for a silent call. */
function report(error: unknown, showError: ShowImportError): void {
  const sessionEnded = error instanceof RequestError && error.code !== undefined && SESSION_CODES.includes(error.code);
  if (!sessionEnded) showError(error instanceof Error && error.message ? error.message : t`请求出错，请重试`);
}

/**
 * Sends the file to the check call as multipart (field `file`). A reply whose code is not 200
 * shows the server's message through `showError` and rejects.
 */
export async function checkFile(call: ApiCall, context: Context, file: File, showError: ShowImportError): Promise<CheckResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { url, query } = target(call, context);
  // GET cannot carry a file: the check is always posted.
  const method = call.method === 'GET' ? 'POST' : call.method;
  let reply: Envelope<Partial<CheckResult> | null>;
  try {
    reply = await request<Partial<CheckResult> | null>({ url, method, data: form, query, silent: true });
  } catch (error) {
    report(error, showError);
    throw error;
  }
  const data = reply.data ?? {};
  return { list: Array.isArray(data.list) ? data.list : [], blnError: data.blnError, blnNoInventory: data.blnNoInventory };
}

/** What a save sends without a declared body (`payload`; docs/product.md#import-wizard, save payload). */
export function savePayload(config: ImportBehaviour, list: ImportRow[]): ImportRow[] | { list: ImportRow[]; blnOut: boolean } {
  return config.payload === 'listWithOut' ? { list, blnOut: config.outbound === true } : list;
}

function successByText(body: unknown): body is Envelope<ImportResult | null> {
  return !!body && typeof body === 'object' && (body as Envelope).msg === SAVE_SUCCESS_TEXT;
}

/**
 * Saves the rows. Success is code 200 or the text 'save import data success'; anything else shows
 * the server's message and rejects.
 */
export async function saveRows(config: DeclaredImport, context: Context, list: ImportRow[], showError: ShowImportError): Promise<ImportResult> {
  const payload = savePayload(config, list);
  const scope = { ...context, list, blnOut: config.outbound === true };
  const { url, query } = target(config.save, scope);
  const data = config.save.body === undefined ? payload : resolveTemplate(config.save.body, scope);
  try {
    const reply = await request<ImportResult | null>({ url, method: config.save.method, data, query, silent: true });
    return reply.data ?? {};
  } catch (error) {
    if (error instanceof RequestError && successByText(error.body)) return error.body.data ?? {};
    report(error, showError);
    throw error;
  }
}

/** Whether a save left rows behind: partial failure (docs/product.md#import-wizard, step 3). */
export function hasFailures(result: ImportResult): boolean {
  const failed = Number(result.fnum ?? 0) > 0 || (result.failResult?.length ?? 0) > 0;
  return failed || (result.resultType !== undefined && result.resultType !== null && Number(result.resultType) !== 0);
}
