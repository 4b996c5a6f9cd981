import { L } from '../../core/text';

/** Texts of the home dashboard's calls, sent in the request's language. */
export const HOME_TEXT = {
  unknownCard: L('首页卡片不存在：{key}', '首頁卡片不存在：{key}', 'No such home card: {key}'),
  repeatedCard: L('首页卡片重复：{key}', '首頁卡片重複：{key}', 'Home card listed twice: {key}'),
} as const;
