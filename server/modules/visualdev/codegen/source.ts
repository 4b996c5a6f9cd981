import { eq } from 'drizzle-orm';
import { compileDesign } from '../../../../schemas/model/from-design';
import type { PublishedDesign } from '../../../../schemas/model/published';
import type { LocalText } from '../../../../schemas/text';
import type { FormSchema, ListSchema } from '../../../../schemas/types';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../core/errors';
import { L } from '../../../core/text';
import { findDesign } from '../design-service';
import { designDictionaryCodes } from '../publish-service';
import { visualdevPublished } from '../published-tables';
import { CODEGEN_TEXT } from './texts';

/**
 * The compiled design code generation works from: the design as it is saved now (a developer may preview the code
 * before publishing), compiled as publishing compiles it, with the last publish as `previous` so the names agree.
 * 404 for a missing design; 400 with the compiler's first problem when it does not compile.
 */

const text = (p: LocalText) => (typeof p === 'string' ? L(p, p, p) : L(p.zh, p.zhtw ?? p.zh, p.en ?? p.zh));

export async function compiledDesign(db: DbOrTx, id: string): Promise<{ published: PublishedDesign; enCode: string; fullName: string }> {
  const design = await findDesign(db, id);
  const form = design.formData as FormSchema | null;
  if (!form || typeof form !== 'object' || form.type !== 'form') throw badRequest(CODEGEN_TEXT.noForm);
  const columns = design.columnData as ListSchema | null;
  const [previous] = await db.select({ published: visualdevPublished.published }).from(visualdevPublished).where(eq(visualdevPublished.visualdevId, id));
  const result = compileDesign({
    id: design.id,
    enCode: design.enCode,
    fullName: design.fullName,
    webType: design.webType,
    form,
    list: columns && typeof columns === 'object' && columns.type === 'list' ? columns : null,
  }, previous?.published, await designDictionaryCodes(db, design));
  if (!result.ok) throw badRequest(text(result.problems[0]));
  return { published: result.published, enCode: design.enCode, fullName: design.fullName };
}
