import { t } from '@lingui/core/macro';

/** The JSON file GET /api/system/DictionaryData/{typeId}/Action/Export writes and POST .../Action/Import reads. */
export interface DictionaryFile {
  type: { fullName: string; enCode: string; isTree?: number; description?: string | null };
  data: Array<Record<string, unknown> & { fullName: string; enCode: string }>;
}

export type ParsedFile = { ok: true; file: DictionaryFile } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * Checks a chosen file's text before it is sent, so a wrong file gets a message that says what is
 * wrong instead of a server refusal (the server validates again).
 */
export function parseDictionaryFile(text: string): ParsedFile {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch {
    return { ok: false, error: t`所选文件不是有效的 JSON 文件` };
  }
  if (!isObject(content) || !isObject(content.type)) return { ok: false, error: t`文件中缺少字典分类（type）` };
  if (!filled(content.type.fullName) || !filled(content.type.enCode)) return { ok: false, error: t`字典分类缺少名称或编码` };
  if (!Array.isArray(content.data)) return { ok: false, error: t`文件中缺少字典数据列表（data）` };
  const bad = content.data.findIndex((item) => !isObject(item) || !filled(item.fullName) || !filled(item.enCode));
  if (bad >= 0) {
    const n = bad + 1;
    return { ok: false, error: t`第 ${n} 条字典数据缺少名称或编码` };
  }
  return { ok: true, file: content as unknown as DictionaryFile };
}
