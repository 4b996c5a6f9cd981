import { http } from '../../../runtime/data';
import type { DesignInfo, ReleaseReply } from '../../../schemas/model/design-wire';
import type { FormSchema } from '../../../schemas/types';

/** The visual development records (server/modules/visualdev/routes.ts, contract issue 17). */
export const DESIGN_BASE = '/api/visualdev/Base';
/** JNPF's dictionary of function categories; when it does not exist the category is free text. */
export const CATEGORY_DICTIONARY = 'WebDesign';

const seg = encodeURIComponent;

/** GET /api/visualdev/Base/{id}: the design with its parts as JSON values (schemas/model/design-wire.ts). */
export type DesignRecord = DesignInfo & {
  /** The menu of an earlier publish, when the server tells it. */
  menuId?: string | null;
};

export interface BasicValues {
  fullName: string;
  enCode: string;
  category?: string | null;
  webType: string;
  type: number;
}

export interface SaveBody extends BasicValues {
  formData: FormSchema;
  columnData?: unknown;
  version?: number;
}

export const loadDesign = (id: string) => http.get<DesignRecord>(`${DESIGN_BASE}/${seg(id)}`);

/** Creates (no id) or saves the design; silent: the dialog explains a refusal itself (a 409 offers a reload). */
export function saveDesign(body: SaveBody, id?: string): Promise<DesignRecord & { warnings?: string[] }> {
  return id === undefined ? http.post(DESIGN_BASE, body, { silent: true }) : http.put(`${DESIGN_BASE}/${seg(id)}`, body, { silent: true });
}

export const releaseDesign = (id: string, parentId?: string) =>
  http.post<ReleaseReply>(`${DESIGN_BASE}/${seg(id)}/Actions/Release`, parentId === undefined ? {} : { parentId });

export interface MenuDirectory {
  id: string;
  fullName: string;
  children?: MenuDirectory[];
}

/** The menu directories a published function may go under (the menu admin page's parent choices). */
export async function loadMenuDirectories(): Promise<MenuDirectory[]> {
  const data = await http.get<{ list?: MenuDirectory[] }>('/api/system/Menu/Selector/0', { category: 'Web' });
  return Array.isArray(data?.list) ? data.list : [];
}

export interface CategoryItem {
  id: string;
  fullName: string;
}

/** The category dictionary's items; none (the dictionary missing or empty) makes the category free text. */
export async function loadCategories(): Promise<CategoryItem[]> {
  try {
    const data = await http.get<{ list?: CategoryItem[] }>(`/api/system/DictionaryData/${CATEGORY_DICTIONARY}/Data/Selector`, undefined, { silent: true });
    return Array.isArray(data?.list) ? data.list : [];
  } catch {
    return [];
  }
}
