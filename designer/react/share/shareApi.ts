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

export const createShare = async (id: string): Promise<{ token: string; url: string }> =>
  (await request<{ token: string; url: string }>({ url: `${BASE}/shareLmsf`, method: 'POST', data: { id } })).data;

export const revokeShare = async (token: string): Promise<void> => {
  await request({ url: `${BASE}/shareLmsf/${encodeURIComponent(token)}`, method: 'DELETE' });
};

/** The link as a visitor opens it. */
export const absoluteUrl = (url: string) => (typeof window === 'undefined' ? url : new URL(url, window.location.origin).href);
