import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, notFound } from '../../core/errors';
import { fillAll } from '../../core/text';
import type { Text } from '../../core/i18n';
import { compileDesign } from '../../../schemas/model/from-design';
import type { ReleaseReply } from '../../../schemas/model/design-wire';
import type { PublishedDesign, PublishedItem } from '../../../schemas/model/published';
import type { FormSchema, ListSchema } from '../../../schemas/types';
import { pickText } from '../../../schemas/text';
import { ensureTable, ModelTableError } from '../../resource/dynamic';
import { dictionaryCodes } from '../../resource/dictionary';
import { formDictionaries } from '../../../schemas/model/dictionary-codes';
import { authorizations, menuButtons, menuColumns, menus } from '../permission/tables';
import { findDesign } from './design-service';
import { ensureListIndexes } from './list-indexes';
import { publishedRow } from './live';
import { visualdevPublished } from './published-tables';
import { PUBLISH_TEXT } from './publish-texts';
import { visualdev } from './tables';
import { VISUALDEV_TEXT } from './texts';
import { nameI18nOf } from '../../core/local-name';

/**
 * Publishing a design (docs/architecture.md#dynamic-models): compile it, create or extend its tables, store the
 * compiled design, and give it a menu entry (type 3) with the buttons and columns of its list, all in one
 * transaction, so a refused publish (a problem of the design, a lossy type change, a taken menu code) changes
 * nothing. The live registry (live.ts) sees the new publish version at the next call on every node; the menu
 * writes move the authorisation epoch (migration 0007 triggers), so menus and grants follow at once.
 */

const MENU_CATEGORY = 'Web';
const MENU_ICON = 'AppstoreOutlined';

const joined = (problems: Text[]): Text => ({
  zh: problems.map((p) => p.zh).join('；'),
  zhtw: problems.map((p) => p.zhtw).join('；'),
  en: problems.map((p) => p.en).join('; '),
});

/** `{name}` of a message filled with a per-language value. */
const filledPer = (text: Text, name: string, value: Text): Text => ({
  zh: text.zh.replace(`{${name}}`, value.zh), zhtw: text.zhtw.replace(`{${name}}`, value.zhtw), en: text.en.replace(`{${name}}`, value.en),
});

const asText = (t: string | { zh: string; zhtw?: string; en?: string }): Text => ({ zh: pickText(t, 'zh'), zhtw: pickText(t, 'zhtw'), en: pickText(t, 'en') });

/** The design's list when it is a page-schema list (JNPF columnData of old records is not: the default list then). */
const listOf = (columnData: unknown): ListSchema | null =>
  columnData && typeof columnData === 'object' && (columnData as { type?: unknown }).type === 'list' ? (columnData as ListSchema) : null;

/** The tables of a compiled design, created or extended; a lossy type change is a 400 naming the field. */
async function ensureTables(tx: Tx, published: PublishedDesign) {
  try {
    const main = await ensureTable(tx, published.model);
    await ensureListIndexes(tx, published.model);
    for (const child of published.children) {
      await ensureTable(tx, child.model);
      await tx.execute(sql.raw(`create index if not exists "${child.model.table}_parent_idx" on "${child.model.table}" (parent_id, sort_code)`));
    }
    return main;
  } catch (error) {
    if (error instanceof ModelTableError && error.field) {
      throw badRequest(filledPer(PUBLISH_TEXT.lossyChange, 'label', error.field.label), error.field.key);
    }
    throw error;
  }
}

/**
 * The menu entry of the design: updated in place, or created under `parentId` on the first publish. Its name is the
 * design's in three languages (`PublishedDesign.name`), so the menu reads in the reader's language.
 */
async function upsertMenu(tx: Tx, design: { id: string; enCode: string; fullName: string }, name: PublishedDesign['name'], menuId: string | null, parentId: string | undefined): Promise<string> {
  const [existing] = menuId ? await tx.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId)) : [];
  const [clash] = await tx.select({ id: menus.id }).from(menus)
    .where(and(eq(menus.category, MENU_CATEGORY), eq(menus.enCode, design.enCode), existing ? ne(menus.id, existing.id) : undefined));
  if (clash) throw badRequest(fillAll(PUBLISH_TEXT.menuCodeTaken, { code: design.enCode }), 'enCode');
  const values = {
    type: 3,
    fullName: design.fullName,
    nameI18n: name ? nameI18nOf(name) : null,
    enCode: design.enCode,
    urlAddress: `model/${design.enCode}`,
    propertyJson: JSON.stringify({ moduleId: design.id }),
    isButtonAuthorize: 1,
    isColumnAuthorize: 1,
    isDataAuthorize: 1,
    enabledMark: 1,
  };
  if (existing) {
    await tx.update(menus).set({ ...values, updatedAt: sql`now()` }).where(eq(menus.id, existing.id));
    return existing.id;
  }
  if (!parentId) throw badRequest(PUBLISH_TEXT.parentRequired, 'parentId');
  const [parent] = await tx.select({ id: menus.id }).from(menus).where(and(eq(menus.id, parentId), eq(menus.category, MENU_CATEGORY)));
  if (!parent) throw badRequest(PUBLISH_TEXT.parentMissing, 'parentId');
  const [row] = await tx.insert(menus).values({ ...values, parentId, icon: MENU_ICON, category: MENU_CATEGORY }).returning({ id: menus.id });
  return row.id;
}

/** A menu's buttons or columns made the published items: new ones added, names updated, removed ones deleted with their grants. */
async function syncItems(tx: Tx, table: typeof menuButtons | typeof menuColumns, kind: 'button' | 'column', moduleId: string, items: PublishedItem[]) {
  const rows = await tx.select({ id: table.id, enCode: table.enCode }).from(table).where(eq(table.moduleId, moduleId));
  const byCode = new Map(rows.map((r) => [r.enCode, r.id]));
  for (const [i, item] of items.entries()) {
    const id = byCode.get(item.enCode);
    const names = { fullName: pickText(item.fullName, 'zh'), nameI18n: nameI18nOf(item.fullName) };
    if (id) await tx.update(table).set({ ...names, sortCode: i + 1, enabledMark: 1, updatedAt: sql`now()` }).where(eq(table.id, id));
    else await tx.insert(table).values({ moduleId, enCode: item.enCode, ...names, sortCode: i + 1 });
  }
  const wanted = new Set(items.map((i) => i.enCode));
  const gone = rows.filter((r) => !wanted.has(r.enCode)).map((r) => r.id);
  if (!gone.length) return;
  await tx.delete(authorizations).where(and(eq(authorizations.itemType, kind), inArray(authorizations.itemId, gone)));
  await tx.delete(table).where(inArray(table.id, gone));
}

/** The parts of a design record compileDesign reads. */
export interface CompileInput { id: string; enCode: string; fullName: string; webType: string; formData: unknown; columnData: unknown }

/** The codes of the dictionary types a design's form names by id (what compileDesign's `dictionaryCodes` takes). */
export async function designDictionaryCodes(db: DbOrTx, design: Pick<CompileInput, 'formData'>): Promise<Map<string, string>> {
  const fields = (design.formData as FormSchema | null)?.fields;
  return dictionaryCodes(db, Array.isArray(fields) ? formDictionaries(fields) : []);
}

/**
 * A design compiled as a publish compiles it (a preview too); its problems are one 400 on formData, `refusal` naming
 * them. `dictionaryCodes` (designDictionaryCodes): the models then name dictionaries by code, not by the picker's id.
 */
export function compiledDesign(design: CompileInput, previous?: PublishedDesign, refusal: Text = PUBLISH_TEXT.cannotPublish, dictionaryCodes?: ReadonlyMap<string, string>): PublishedDesign {
  const result = compileDesign({
    id: design.id,
    enCode: design.enCode,
    fullName: design.fullName,
    webType: design.webType,
    // A design saved without a form compiles to the "no value field" problem.
    form: (design.formData ?? { schemaVersion: 1, id: 'empty', type: 'form', api: { save: { method: 'POST', url: '/' } }, fields: [] }) as FormSchema,
    list: listOf(design.columnData),
  }, previous, dictionaryCodes);
  if (!result.ok) throw badRequest(filledPer(refusal, 'problems', joined(result.problems.map(asText))), 'formData');
  return result.published;
}

/** POST /api/visualdev/Base/{id}/Actions/Release. */
export async function publishDesign(db: Db, actorId: string, id: string, body: { parentId?: string }): Promise<ReleaseReply> {
  return db.transaction(async (tx) => {
    const design = await findDesign(tx, id, true);
    const previous = await publishedRow(tx, id);
    const published = compiledDesign(design, previous?.published, undefined, await designDictionaryCodes(tx, design));
    const { created, added } = await ensureTables(tx, published);
    const menuId = await upsertMenu(tx, design, published.name, previous?.menuId ?? null, body.parentId);
    await syncItems(tx, menuButtons, 'button', menuId, published.buttons);
    await syncItems(tx, menuColumns, 'column', menuId, published.columns);
    const version = (previous?.version ?? 0) + 1;
    const row = { version, designVersion: design.version, published, menuId, publishedAt: new Date(), publishedBy: actorId };
    await tx.insert(visualdevPublished).values({ visualdevId: id, ...row })
      .onConflictDoUpdate({ target: visualdevPublished.visualdevId, set: row });
    await tx.update(visualdev).set({ state: 1, updatedAt: sql`now()`, updatedBy: actorId }).where(eq(visualdev.id, id));
    return { modelId: id, menuId, version, created, added };
  });
}

/**
 * PUT /api/visualdev/Base/{id}/Actions/State: switches a design between unpublished (0: its menu disabled, the
 * OnlineDev calls answer 404) and published (1: needs a publish; its menu enabled again). Returns the new state.
 */
export async function switchDesignState(db: Db, actorId: string, id: string): Promise<number> {
  return db.transaction(async (tx) => {
    const design = await findDesign(tx, id, true);
    const next = design.state === 1 ? 0 : 1;
    const published = await publishedRow(tx, id);
    if (next === 1 && !published) throw badRequest(PUBLISH_TEXT.notPublished);
    if (published?.menuId) await tx.update(menus).set({ enabledMark: next, updatedAt: sql`now()` }).where(eq(menus.id, published.menuId));
    const [row] = await tx.update(visualdev).set({ state: next, updatedAt: sql`now()`, updatedBy: actorId })
      .where(eq(visualdev.id, id)).returning({ state: visualdev.state });
    if (!row) throw notFound(VISUALDEV_TEXT.notFound);
    return row.state;
  });
}
