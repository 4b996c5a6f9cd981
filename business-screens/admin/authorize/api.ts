import { http, request } from '../../../runtime/data';
import type { GrantKind, GrantLists, GrantTree, ItemKind } from './tree';

/** Whose rights the dialog edits (authorizations.objectType). */
export type ObjectType = 'Role' | 'Position' | 'User';

const BASE = '/api/permission/Authority/Data';
/** Spec section 7: permission-authority-data calls get a 100000 ms timeout. */
const TIMEOUT = 100_000;

export type GrantData = Record<GrantKind, GrantTree>;

const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Every tab's tree with the object's granted ids. */
export function fetchGrantData(objectType: ObjectType, objectId: string): Promise<GrantData> {
  return http.get<GrantData>(path(objectId), { objectType }, { timeout: TIMEOUT });
}

/** One item tab's tree limited to the chosen menus (and their ancestors). */
export function fetchGrantTree(objectType: ObjectType, objectId: string, type: ItemKind, moduleIds: string[]): Promise<GrantTree> {
  return http.post<GrantTree>(`${path(objectId)}/Values`, { type, moduleIds, objectType }, { timeout: TIMEOUT });
}

/** Replaces every right of the object; resolves with the server's message. */
export async function saveGrants(objectType: ObjectType, objectId: string, lists: GrantLists): Promise<string | undefined> {
  const reply = await request({ url: path(objectId), method: 'PUT', data: { objectType, ...lists }, timeout: TIMEOUT });
  return reply.msg;
}

export interface BatchTargets {
  roleIds: string[];
  positionIds: string[];
  userIds: string[];
}

/** Adds the rights to every role, position and user given (existing rights stay). */
export async function saveBatchGrants(targets: BatchTargets, lists: GrantLists): Promise<string | undefined> {
  const reply = await request({ url: `${BASE}/Batch`, method: 'POST', data: { ...targets, ...lists }, timeout: TIMEOUT });
  return reply.msg;
}

export interface PickerOption {
  value: string;
  label: string;
}

interface Named { id: string; fullName?: string; realName?: string; account?: string; enCode?: string }

const listOf = (data: unknown): Named[] => {
  const list = Array.isArray(data) ? data : (data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? (list as Named[]) : [];
};

/** Enabled roles (h2: GET /Role/Selector, flat). */
export async function fetchRoleOptions(): Promise<PickerOption[]> {
  return listOf(await http.get('/api/permission/Role/Selector')).map((r) => ({ value: r.id, label: r.fullName ?? r.id }));
}

/** Enabled positions (h1: GET /Position/All). */
export async function fetchPositionOptions(): Promise<PickerOption[]> {
  return listOf(await http.get('/api/permission/Position/All')).map((p) => ({ value: p.id, label: p.fullName ?? p.id }));
}

/** Enabled users (h2: GET /Users/All), shown as 'realName/account'. */
export async function fetchUserOptions(): Promise<PickerOption[]> {
  return listOf(await http.get('/api/permission/Users/All')).map((u) => ({
    value: u.id,
    label: [u.realName ?? u.fullName, u.account].filter(Boolean).join('/') || u.id,
  }));
}
