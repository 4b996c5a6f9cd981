import { networkError, requestHeaders, settle, timeoutFor, type Envelope } from './http';

export interface UploadOptions {
  url: string;
  body: FormData;
  /** Whole percentages of the body sent so far, as the browser reports them. */
  onProgress?: (percent: number) => void;
  /** Reject without showing the message popup. */
  silent?: boolean;
  signal?: AbortSignal;
}

/**
 * POSTs a multipart body with upload progress (fetch reports none, XMLHttpRequest does); the reply is
 * handled as every other call's (http.ts settle): envelope check, messages, session end.
 */
export function uploadWithProgress<T>(options: UploadOptions): Promise<Envelope<T>> {
  const { url, body, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${url}${url.includes('?') ? '&' : '?'}n=${Math.floor(Date.now() / 1000)}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutFor(url);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      };
    }
    const fail = (cause: unknown) => reject(networkError(options, cause));
    xhr.onload = () => {
      let reply: unknown;
      try {
        reply = JSON.parse(xhr.responseText);
      } catch (error) {
        fail(error);
        return;
      }
      try {
        resolve(settle<T>(url, reply, options));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => fail(new Error('network error'));
    xhr.ontimeout = () => fail(new Error('timeout'));
    xhr.onabort = () => fail(new Error('aborted'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
