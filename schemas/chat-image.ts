/**
 * Chat images (docs/product.md#upload-rules): one picture at a time, under 5 MB, of a kind a browser shows in <img>
 * (no svg: a document, not a picture). The chat window checks a picked file with these before uploading, and the
 * server's IM upload type refuses anything else: one definition for both.
 */
export const CHAT_IMAGE_LIMIT_BYTES = 5_242_880;
export const CHAT_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp'];

const extension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** 'type' when the name is not a chat picture, 'size' when it is not under the limit, else null. */
export function chatImageProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  if (!CHAT_IMAGE_EXTENSIONS.includes(extension(file.name))) return 'type';
  if (file.size >= CHAT_IMAGE_LIMIT_BYTES) return 'size';
  return null;
}
