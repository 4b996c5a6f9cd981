import { sql } from 'drizzle-orm';
import { registerPlaceholder } from './catalogue';

/** The placeholders of docs/product.md#data-permission-rules: the user, their organisation, their subordinates (recursive by manager). */
registerPlaceholder('@userId', async (_db, user) => ({ kind: 'one', value: user.id }));
registerPlaceholder('@organizeId', async (_db, user) => ({ kind: 'one', value: user.organizeId }));
registerPlaceholder('@subordinateId', async (db, user) => {
  const result = await db.execute(sql`
    with recursive sub(id) as (
      select id from users where manager_id = ${user.id} and deleted_at is null
      union
      select u.id from users u join sub on u.manager_id = sub.id where u.deleted_at is null
    ) select id from sub`);
  const rows = (result as unknown as { rows: Array<{ id: string }> }).rows;
  return { kind: 'many', values: rows.map((r) => r.id) };
});
