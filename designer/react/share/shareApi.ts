import { request } from '../../../runtime/data';

/** The share-link calls of a design (server/modules/visualdev/share/routes.ts). */
const BASE = '/api/visualdev/Base';

export interface ShareLink {
  id: string;
  token: string;
  /** `/share/<token>`, relative to the site. */
  url: string;
  creatorUser: string | null;
  creatorTime: number | null;
  expiresAt: number | null;
  revokedAt: number | null;
  active: boolean;
}

export const listShares = async (id: string): Promise<ShareLink[]> =>
  (await request<{ list: ShareLink[] }>({ url: `${BASE}/${encodeURIComponent(id)}/Shares` })).data?.list ?? [];

/** A new link; `expiresAt` (epoch ms) ends it, none: until revoked. */
export const createShare = async (id: string, expiresAt?: number): Promise<{ token: string; url: string }> =>
  (await request<{ token: string; url: string }>({ url: `${BASE}/shareLmsf`, method: 'POST', data: expiresAt === undefined ? { id } : { id, expiresAt } })).data;

/** A field of the published form that a link leaves out (a stranger cannot fill it: schemas/share.ts). */
export interface UnfillableField {
  vModel: string;
  label: string;
  required: boolean;
}

export const unfillableFields = async (id: string): Promise<UnfillableField[]> =>
  (await request<{ unfillable: UnfillableField[] }>({ url: `${BASE}/${encodeURIComponent(id)}/ShareFields` })).data?.unfillable ?? [];

export const revokeShare = async (token: string): Promise<void> => {
  await request({ url: `${BASE}/shareLmsf/${encodeURIComponent(token)}`, method: 'DELETE' });
};

/** The link as a visitor opens it. */
export const absoluteUrl = (url: string) => (typeof window === 'undefined' ? url : new URL(url, window.location.origin).href);
