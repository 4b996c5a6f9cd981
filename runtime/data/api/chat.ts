import { http } from '../http';
import { uploadWithProgress } from '../upload';
import type { Paged } from './currentUser';

/** A conversation (GET /api/message/imreply, docs/product.md "Chat drawer"). */
export interface ImReplyRow {
  id: string;
  realName: string;
  account: string;
  headIcon?: string | null;
  /** The text, or for media the stored JSON string. */
  latestMessage?: string | null;
  messageType?: string | null;
  latestDate?: number | string | null;
  unreadMessage?: number | null;
}

/** A contact (GET /api/permission/Users/ImUser). */
export interface ImUserRow {
  id: string;
  account: string;
  realName: string;
  headIcon?: string | null;
  department?: string | null;
}

export const getImReplies = () => http.get<{ list: ImReplyRow[] }>('/api/message/imreply');

export const getImUsers = (query: { keyword?: string; currentPage: number; pageSize: number }) =>
  http.get<Paged<ImUserRow>>('/api/permission/Users/ImUser', query);

/** The reply of the IM upload (file module): fileId is what SendMessage names. */
export interface ImUpload {
  name: string;
  fileId: string;
  url: string;
}

/** Uploads a chat image (multipart field "file"); the server takes images up to 5 MB only. */
export async function uploadChatImage(file: File): Promise<ImUpload> {
  const body = new FormData();
  body.append('file', file, file.name);
  return (await uploadWithProgress<ImUpload>({ url: '/api/file/Uploader/IM', body })).data;
}
