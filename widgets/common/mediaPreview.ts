/** Helpers of the media preview (docs/product.md#constants): what a file is, playback speeds, downloads. */

/** Extensions previewed as images (docs/product.md#constants). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];

/** Video speeds of the preview. */
export const PREVIEW_SPEEDS = [0.7, 1, 1.5, 2] as const;

export type MediaKind = 'image' | 'video' | 'other';

export interface MediaItem {
  name: string;
  url: string;
}

/** The lower-case extension of a name (or of a URL's path when the name has none). */
export function fileExtension(name: string, url = ''): string {
  const fromName = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1];
  const fromUrl = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1];
  return (fromName ?? fromUrl ?? '').toLowerCase();
}

/** Images show inline, mp4 plays inline; everything else (ppt, pdf, ...) is offered as a download. */
export function mediaKind(item: MediaItem): MediaKind {
  const ext = fileExtension(item.name, item.url);
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (ext === 'mp4') return 'video';
  return 'other';
}

export const isPreviewable = (item: MediaItem): boolean => mediaKind(item) !== 'other';

/** Saves a file under its own name through a temporary link (same-origin URLs honour `download`). */
export function downloadFile(item: MediaItem): void {
  const link = document.createElement('a');
  link.href = item.url;
  link.download = item.name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
