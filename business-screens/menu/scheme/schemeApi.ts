import { http } from '../../../runtime/data';
import type { RuleField, SchemeGroup } from './conditions';

/** The data-rule scheme API of the server (h3: /api/system/ModuleDataAuthorizeScheme). */
const BASE = '/api/system/ModuleDataAuthorizeScheme';

export interface StoredScheme {
  id?: string;
  moduleId?: string;
  fullName?: string;
  fullNameZhtw?: string;
  fullNameEn?: string;
  enCode?: string;
  /** The array, or its JSON text. */
  conditionJson?: unknown;
  sortCode?: number;
  enabledMark?: number;
  description?: string | null;
}

export interface SchemeInput {
  moduleId: string;
  fullName: string;
  /** Blank clears (the zh name shows). */
  fullNameZhtw: string;
  fullNameEn: string;
  enCode: string;
  conditionJson: SchemeGroup[];
  sortCode: number;
  enabledMark: number;
  description?: string;
}

const seg = encodeURIComponent;

/** The fields, comparisons and placeholders rules of the page may use. */
export async function loadRuleFields(moduleId: string): Promise<RuleField[]> {
  const data = await http.get<{ list?: RuleField[] }>(`${BASE}/${seg(moduleId)}/Fields`);
  return Array.isArray(data?.list) ? data.list : [];
}

export function loadScheme(id: string): Promise<StoredScheme> {
  return http.get<StoredScheme>(`${BASE}/${seg(id)}`);
}

/** Creates the scheme, or updates it when `id` is given. Rejects (after the HTTP layer showed why) on refusal. */
export async function saveScheme(input: SchemeInput, id?: string): Promise<void> {
  if (id === undefined) await http.post(BASE, input);
  else await http.put(`${BASE}/${seg(id)}`, { ...input, id });
}
