import type { MessageInstance, NoticeType } from 'antd/es/message/interface';

/**
 * One message popup at a time (docs/product.md#messages): a new message closes the previous one.
 * The layout registers the context-aware instance of antd's App; before that (sign-in page) antd's static
 * message API is used, loaded on the first message so the sign-in page does not download it up front.
 */
let api: MessageInstance | null = null;
let staticApi: Promise<MessageInstance> | null = null;

function messageApi(): Promise<MessageInstance> {
  if (api) return Promise.resolve(api);
  staticApi ??= import('antd/es/message').then((m) => m.default as unknown as MessageInstance);
  return staticApi;
}

interface Shown { onClose?: () => void; closed: boolean }
let shown: Shown | null = null;
let seq = 0;
let queue: Promise<void> = Promise.resolve();

export function setMessageApi(instance: MessageInstance | null): void {
  api = instance;
}

function finish(entry: Shown): void {
  if (entry.closed) return;
  entry.closed = true;
  if (shown === entry) shown = null;
  entry.onClose?.();
}

export interface ToastOptions {
  /** Seconds; 1.5 by default (docs/product.md#constants). */
  duration?: number;
  /** Runs once when the message closes, also when a newer message replaces it. */
  onClose?: () => void;
}

export function toast(type: NoticeType, content: string, options: ToastOptions = {}): void {
  const previous = shown;
  const entry: Shown = { onClose: options.onClose, closed: false };
  shown = entry;
  if (previous) finish(previous);
  seq += 1;
  const key = `gold-message-${seq}`;
  // Messages are shown in call order even while the message module is still loading.
  queue = queue.then(async () => {
    const m = await messageApi();
    m.destroy();
    if (entry.closed) return;
    void m.open({ key, type, content, duration: options.duration ?? 1.5, onClose: () => finish(entry) });
  }).catch(() => { /* a failed chunk load must not block later messages */ });
}

export const notify = {
  error: (content: string, options?: ToastOptions) => toast('error', content, options),
  success: (content: string, options?: ToastOptions) => toast('success', content, options),
  warning: (content: string, options?: ToastOptions) => toast('warning', content, options),
  info: (content: string, options?: ToastOptions) => toast('info', content, options),
};
