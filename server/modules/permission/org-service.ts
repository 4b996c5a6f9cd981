import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';

export type OrgRow = typeof organizations.$inferSelect;

export async function orgById(db: DbOrTx, id: string | null | undefined): Promise<OrgRow | null> {
  if (!id) return null;
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

/** The company a department (or company) belongs to: itself or the nearest company above it. */
export async function companyOf(db: DbOrTx, orgId: string | null | undefined): Promise<OrgRow | null> {
  let org = await orgById(db, orgId);
  // Depth guard: a corrupted parent cycle must not loop forever.
  for (let depth = 0; org && depth < 32; depth++) {
    if (org.category === 'company') return org;
    org = await orgById(db, org.parentId);
  }
  return null;
}
