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
  tooMany: L('提交过于频繁，请{n}分钟后再试', '提交過於頻繁，請{n}分鐘後再試', 'Too many submissions, try again in {n} minutes'),
} as const;
