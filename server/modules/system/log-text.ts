import type { Lang, Text } from '../../core/i18n';
import { L } from '../../core/text';

/**
 * The fixed texts the server writes into log rows (summaries, the verb of a write no button names). Rows keep the zh
 * text (JNPF's wording, and what older rows hold); the log pages show it in the reader's language through this one
 * catalogue, so old rows translate too. A text not in it (an error message, a record's name) is shown as stored.
 */
export const LOG_TEXT = {
  loginSuccess: L('登录成功', '登錄成功', 'Signed in'),
  loginFailed: L('登录失败', '登錄失敗', 'Sign-in failed'),
  logout: L('退出登录', '退出登錄', 'Signed out'),
  submit: L('提交', '提交', 'Submit'),
  modify: L('修改', '修改', 'Modify'),
  remove: L('删除', '刪除', 'Delete'),
} satisfies Record<string, Text>;

const byZh = new Map<string, Text>(Object.values(LOG_TEXT).map((t) => [t.zh, t]));

/** A stored log text in `lang` when it is one of the catalogue's, else as stored. */
export function logTextIn(lang: Lang, stored: string | null): string | null {
  if (lang === 'zh' || stored === null) return stored;
  return byZh.get(stored)?.[lang] ?? stored;
}

/** The stored (zh) texts whose text in any language contains `keyword`, so a search typed in English finds them. */
export function logTextsMatching(keyword: string): string[] {
  const k = keyword.toLowerCase();
  return Object.values(LOG_TEXT).filter((t) => Object.values(t).some((s) => s.toLowerCase().includes(k))).map((t) => t.zh);
}
