import { t } from '@lingui/core/macro';
import { session } from '../state/session';
import { appState } from '../state/app';
import { notify } from './feedback';
import { RequestError, isSuccess, timeoutFor, type Method } from './http';

/** File name of a Content-Disposition header; RFC 5987 `filename*=UTF-8''…` wins over `filename=`. */
export function fileNameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"|"$/g, '');
    const parts = /^([^']*)'[^']*'(.*)$/.exec(value);
    try {
      return decodeURIComponent(parts ? parts[2] : value);
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return undefined;
  const name = (plain[2] ?? plain[1]).trim();
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

export interface DownloadOptions {
  url: string;
  method?: Extract<Method, 'GET' | 'POST'>;
  /** GET: query parameters; POST: JSON body. */
  data?: Record<string, unknown>;
  /** Used when the reply names no file. */
  fileName?: string;
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Fetches an export as a blob (docs/product.md#client-request-rules); an empty file or an error envelope rejects with a message. */
export async function fetchFile(options: DownloadOptions): Promise<DownloadedFile> {
  const method = options.method ?? 'GET';
  const query = new URLSearchParams();
  if (method === 'GET') for (const [k, v] of Object.entries(options.data ?? {})) if (v != null) query.set(k, String(v));
  query.set('n', String(Math.floor(Date.now() / 1000)));
  const headers: Record<string, string> = { 'jnpf-origin': 'pc', 'jnpf-lang': appState.language };
  if (session.token) headers.Authorization = session.token;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  const failed = t`文件下载（导出）失败`;

  let response: Response;
  try {
    response = await globalThis.fetch(`${options.url}${options.url.includes('?') ? '&' : '?'}${query}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(options.data ?? {}) : undefined,
      signal: AbortSignal.timeout(timeoutFor(options.url)),
    });
  } catch (error) {
    notify.error(failed);
    throw new RequestError(failed, undefined, error);
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    const text = (!isSuccess(body) && body?.msg) || failed;
    notify.error(text);
    throw new RequestError(text, body?.code, body);
  }
  const blob = await response.blob();
  if (!response.ok || blob.size === 0) {
    notify.error(failed);
    throw new RequestError(failed, response.status);
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? options.fileName ?? 'download';
  return { blob, fileName };
}

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export download: fetch, then save. */
export async function download(options: DownloadOptions): Promise<void> {
  const { blob, fileName } = await fetchFile(options);
  saveBlob(blob, fileName);
}
