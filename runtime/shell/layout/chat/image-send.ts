import { msg } from '@lingui/core/macro';
import { notify } from '../../../data';
import { uploadChatImage } from '../../../data/api/chat';
import { i18n } from '../../../i18n';
import { sendFrame } from './channel';
import { chatImageProblem } from '../../../../schemas/chat-image';

/** Why a picked file cannot be sent (the rule shared with the server's IM upload), or null. */
export function chatImageRefusal(file: Pick<File, 'name' | 'size'>): string | null {
  const problem = chatImageProblem(file);
  if (problem === 'type') return i18n._(msg`文件格式不正确，只能上传图片文件`);
  if (problem === 'size') return i18n._(msg`图片大小不能超过5M`);
  return null;
}

/** The picture's natural size (the receiver lays it out before it loads). */
function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (width: number, height: number) => {
      URL.revokeObjectURL(url);
      resolve({ width, height });
    };
    img.onload = () => done(img.naturalWidth, img.naturalHeight);
    img.onerror = () => done(0, 0);
    img.src = url;
  });
}

/**
 * Checks, uploads (POST /api/file/Uploader/IM) and sends one picture as an image message
 * {name: fileId, width, height}. Resolves true when the message went out; a failed upload has shown the
 * server's message already (runtime/data/upload.ts).
 */
export async function sendChatImage(toUserId: string, file: File): Promise<boolean> {
  const problem = chatImageRefusal(file);
  if (problem) {
    notify.warning(problem);
    return false;
  }
  let uploaded;
  try {
    uploaded = await uploadChatImage(file);
  } catch {
    return false;
  }
  const { width, height } = await imageSize(file);
  const sent = sendFrame({ method: 'SendMessage', toUserId, messageType: 'image', messageContent: { name: uploaded.fileId, width, height } });
  if (!sent) notify.error(i18n._(msg`消息发送失败，请稍后重试`));
  return sent;
}
