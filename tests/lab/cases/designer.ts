import { openDocument, type DesignDocument } from '../../../designer/core';
import { bigFormSchema } from './big-form';

/**
 * The designer benchmark of issue 17: the issue-5 form opened in the designer. 200 entries: 169 plain
 * fields (text, number, amount), 30 calculate fields and one sub-table (`table`) of 20 columns.
 */
export function designerBenchDocument(): DesignDocument {
  return openDocument(bigFormSchema());
}
