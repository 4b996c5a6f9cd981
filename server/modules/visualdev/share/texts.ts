import { L } from '../../../core/text';

/** Server texts of shared form links (shareLmsf, issue 17). */
export const SHARE_TEXT = {
  created: L('分享链接已创建', '分享連結已建立', 'Share link created'),
  revoked: L('分享链接已撤销', '分享連結已撤銷', 'Share link revoked'),
  submitted: L('提交成功', '提交成功', 'Submitted'),
  /** An unknown, revoked or expired token, or a design no longer published: the same answer for all. */
  notFound: L('分享链接无效或已失效', '分享連結無效或已失效', 'This link is invalid or no longer available'),
  notPublished: L('功能未发布，不能分享', '功能未發佈，不能分享', 'Only a published design can be shared'),
  expiresInPast: L('有效期：必须晚于当前时间', '有效期：必須晚於目前時間', 'Expiry: must be in the future'),
  tooManyUploads: L('上传过于频繁，请{n}分钟后再试', '上傳過於頻繁，請{n}分鐘後再試', 'Too many uploads, try again in {n} minutes'),
  /** A file value that was not uploaded through this link (another link's, a user's, made up). */
  foreignFile: L('文件无效，请通过此表单重新上传', '檔案無效，請透過此表單重新上傳', 'Invalid file: upload it again through this form'),
  /** A file over the size limit of the form's upload fields (as the widget says it). */
  tooLarge: L('文件大小超过{size}{unit}', '檔案大小超過{size}{unit}', 'File size exceeds {size}{unit}'),
  /** An upload type none of the form's fields takes (or a form without upload fields). */
  noUpload: L('此表单不接受该类文件', '此表單不接受該類檔案', 'This form takes no files of this kind'),
  tooMany: L('提交过于频繁，请{n}分钟后再试', '提交過於頻繁，請{n}分鐘後再試', 'Too many submissions, try again in {n} minutes'),
} as const;
