import { CHAT_IMAGE_LIMIT_BYTES, chatImageProblem } from '../../../schemas/chat-image';
import { badRequest } from '../../core/errors';
import { FILE_TEXT } from './file-text';

/**
 * Chat images (upload type IM, docs/product.md#messages): only images, under 5 MB (图片大小不能超过5M; schemas/chat-image.ts). The chat
 * sends the stored name in SendMessage, and the server shows it from /api/file/Image/IM/<name>.
 */
export const IM_TYPE = 'IM';
/** The largest file taken: the stream limit lets a file of exactly the limit through, and the rule says under. */
export const IM_MAX_BYTES = CHAT_IMAGE_LIMIT_BYTES - 1;

/** The size cap of an upload of this type (before the user's quota). */
export const typeMaxBytes = (type: string, maxBytes: number): number => (type === IM_TYPE ? Math.min(maxBytes, IM_MAX_BYTES) : maxBytes);

/** Refuses a chat upload that is not an image, before anything is written. */
export function checkTypeFile(type: string, fileName: string): void {
  if (type === IM_TYPE && chatImageProblem({ name: fileName, size: 0 }) === 'type') throw badRequest(FILE_TEXT.imageOnly);
}

export const imTooLarge = () => badRequest(FILE_TEXT.imTooLarge);
