import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Import file limit (docs/product.md#constants): 100MB, one file. */
export const IMPORT_MAX_BYTES = 100 * 1_048_576;
export const IMPORT_ACCEPT = '.xls,.xlsx';

const EXCEL = /\.xlsx?$/i;

/** Why a file cannot be imported (docs/product.md#upload-rules, import files), or null when it can. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): MessageDescriptor | null {
  if (!EXCEL.test(file.name)) return msg`只能上传xls或xlsx文件`;
  if (file.size >= IMPORT_MAX_BYTES) return msg`文件大小不能超过100MB`;
  return null;
}
