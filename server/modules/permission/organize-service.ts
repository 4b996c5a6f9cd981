import { and, eq, isNull } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import { ORG_LABELS, ORG_TEXT, withLabel } from './org-text';
import { organizeInfo, requireOrg, ROOT, type OrgCategory } from './organize-read';
import { codeText, optionalFlag, optionalText, requiredText } from './record-input';
import { organizations, positions, users } from './tables';
import { assertUnique, lockKind } from './unique';
import { nameI18nInput, type NameI18nFields } from '../../core/local-name';

/** The signed-in user writing the change (createdBy / updatedBy). */
export interface Actor {
  id: string;
}

/** Company form (docs/product.md#jnpf-permission-tables: company). propertyJson is JSON text, or an object stored as its text. */
export interface CompanyInput extends NameI18nFields {
  parentId?: string;
  fullName: string;
  enCode: string;
  description?: string | null;
  enabledMark?: number | null;
  propertyJson?: string | Record<string, unknown> | null;
  sortCode?: number;
}

/** Department form (docs/product.md#jnpf-permission-tables: department). */
export interface DepartmentInput extends NameI18nFields {
  parentId: string;
  managerId?: string | null;
  fullName: string;
  enCode: string;
  description?: string | null;
  enabledMark?: number | null;
  sortCode?: number;
}

type OrgValues = Partial<typeof organizations.$inferInsert>;

const LABELS = {
  company: { name: ORG_LABELS.companyName, code: ORG_LABELS.companyCode },
  department: { name: ORG_LABELS.departmentName, code: ORG_LABELS.departmentCode },
};

/** Extra properties: JSON object text; an object is stored as its text; blank clears. */
function propertyJsonOf(raw: CompanyInput['propertyJson']): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw !== null && typeof raw === 'object') return JSON.stringify(raw);
  const text = optionalText(raw);
  if (!text) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(withLabel(ORG_TEXT.badJson, ORG_LABELS.propertyJson));
  return text;
}

/** Checks and trims a form; only the keys present in the body are returned (absent ones keep their value). */
function valuesOf(category: OrgCategory, input: CompanyInput | DepartmentInput): OrgValues {
  const labels = LABELS[category];
  const values: OrgValues = {
    fullName: requiredText(input.fullName, labels.name),
    enCode: codeText(input.enCode, labels.code),
    description: optionalText(input.description),
    enabledMark: optionalFlag(input.enabledMark),
    sortCode: input.sortCode,
  };
  if (input.parentId !== undefined) values.parentId = input.parentId.trim();
  if (category === 'company') values.propertyJson = propertyJsonOf((input as CompanyInput).propertyJson);
  else values.managerId = optionalText((input as DepartmentInput).managerId);
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as OrgValues;
}

/**
 * The parent must exist with the right category (a company hangs under '-1' or a company; a
 * department under a company or a department) and may not be the record or one of its descendants.
 */
async function checkParent(tx: Tx, category: OrgCategory, parentId: string, selfId?: string): Promise<void> {
  if (category === 'company' && parentId === ROOT) return;
  const missing = category === 'company' ? ORG_TEXT.parentCompanyMissing : ORG_TEXT.parentMissing;
  const [parent] = await tx.select().from(organizations).where(eq(organizations.id, parentId));
  if (!parent || (category === 'company' && parent.category !== 'company')) throw badRequest(missing);
  if (!selfId) return;
  // Walk up from the new parent: meeting the record itself means the move would close a cycle.
  const seen = new Set<string>();
  for (let id: string | undefined = parentId; id && id !== ROOT && !seen.has(id);) {
    if (id === selfId) throw badRequest(ORG_TEXT.parentCycle);
    seen.add(id);
    const [row] = await tx.select({ parentId: organizations.parentId }).from(organizations).where(eq(organizations.id, id));
    id = row?.parentId;
  }
}

async function checkManager(tx: Tx, managerId: string | null | undefined): Promise<void> {
  if (!managerId) return;
  const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, managerId), isNull(users.deletedAt)));
  if (!user) throw badRequest(ORG_TEXT.managerMissing);
}

/**
 * Names: a company's among all companies, a department's among the departments of the same parent.
 * Codes: among all companies and departments.
 */
async function checkUnique(tx: Tx, category: OrgCategory, v: { fullName: string; enCode: string; parentId: string }, exceptId?: string) {
  const company = category === 'company';
  await assertUnique(tx, {
    table: organizations, id: organizations.id, column: organizations.fullName, value: v.fullName, exceptId,
    among: company ? eq(organizations.category, 'company') : and(eq(organizations.category, 'department'), eq(organizations.parentId, v.parentId)),
    taken: company ? ORG_TEXT.companyNameTaken : ORG_TEXT.departmentNameTaken,
  });
  await assertUnique(tx, {
    table: organizations, id: organizations.id, column: organizations.enCode, value: v.enCode, exceptId,
    taken: company ? ORG_TEXT.companyCodeTaken : ORG_TEXT.departmentCodeTaken,
  });
}

/** Creates a company or department; every check and the insert run under the organisation write lock. */
export async function createOrganize(db: Db, actor: Actor, category: OrgCategory, input: CompanyInput | DepartmentInput) {
  const values = valuesOf(category, input);
  const parentId = values.parentId || ROOT;
  const id = await db.transaction(async (tx) => {
    await lockKind(tx, 'organize');
    await checkParent(tx, category, parentId);
    await checkManager(tx, values.managerId);
    await checkUnique(tx, category, { fullName: values.fullName!, enCode: values.enCode!, parentId });
    const [row] = await tx.insert(organizations).values({
      ...values, category, parentId, fullName: values.fullName!, enCode: values.enCode!, createdBy: actor.id,
      nameI18n: nameI18nInput(input, values.fullName!),
    }).returning({ id: organizations.id });
    return row.id;
  });
  return organizeInfo(db, id);
}

/** Updates a company (PUT /Organize/{id}) or a department (PUT /Organize/Department/{id}); 404 for the other category. */
export async function updateOrganize(db: Db, actor: Actor, category: OrgCategory, id: string, input: CompanyInput | DepartmentInput) {
  const values = valuesOf(category, input);
  await db.transaction(async (tx) => {
    await lockKind(tx, 'organize');
    const before = await requireOrg(tx, id, category, true);
    const parentId = values.parentId || before.parentId;
    if (parentId !== before.parentId) await checkParent(tx, category, parentId, id);
    if (values.managerId !== before.managerId) await checkManager(tx, values.managerId);
    await checkUnique(tx, category, { fullName: values.fullName!, enCode: values.enCode!, parentId }, id);
    const nameI18n = nameI18nInput(input, values.fullName!, before);
    await tx.update(organizations).set({ ...values, parentId, nameI18n, updatedAt: new Date(), updatedBy: actor.id }).where(eq(organizations.id, id));
  });
  return organizeInfo(db, id);
}

/**
 * Deletes a company or department (of the given category, any when omitted). Refused while it has
 * children, users (not deleted) or positions: they would point at nothing.
 */
export async function deleteOrganize(db: Db, id: string, category?: OrgCategory): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKind(tx, 'organize');
    await requireOrg(tx, id, category, true);
    const [child] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.parentId, id)).limit(1);
    const [member] = await tx.select({ id: users.id }).from(users).where(and(eq(users.organizeId, id), isNull(users.deletedAt))).limit(1);
    const [position] = await tx.select({ id: positions.id }).from(positions).where(eq(positions.organizeId, id)).limit(1);
    if (child || member || position) throw badRequest(ORG_TEXT.inUse);
    await tx.delete(organizations).where(eq(organizations.id, id));
  });
}

/** Toggles enabledMark 1 <-> 0 (nothing else changes: the subtree keeps its own marks); answers the new mark. */
export async function toggleOrganize(db: Db, actor: Actor, id: string, category?: OrgCategory): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await requireOrg(tx, id, category, true);
    const enabledMark = row.enabledMark === 1 ? 0 : 1;
    await tx.update(organizations).set({ enabledMark, updatedAt: new Date(), updatedBy: actor.id }).where(eq(organizations.id, id));
    return enabledMark;
  });
}
