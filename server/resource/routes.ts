import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { buttonOf, isNumericEnum, type SaveVariant } from '../../schemas/model';
import { list, ok, page } from '../core/envelope';
import { notFound } from '../core/errors';
import { pick, tr } from '../core/i18n';
import { offsetOf, pageWindow } from '../core/paging';
import { executeNamed, prepareNamed, type PreparedLike } from '../db/named-statement';
import { actorOf, editButtonGuard, requireAnyMenu } from './access';
import { childRows } from './children';
import { dictionaryNames } from './dictionary';
import { exportColumns, sendXlsx } from './export';
import { IdParams, IdsBody, SortQuery, filterSchema, listQuery, pageQuery, saveBody } from './http';
import { RESOURCE_TEXT } from './messages';
import { filterWhere, liveOf, orderOf, queryFilters, selectRows, toWire } from './read';
import { pageTotal } from './page-total';
import { defaultScope } from './scope';
import type { Resource, ResourceDef, ResourceScope } from './types';
import { deleteRecords, saveRecord } from './write';

/**
 * Mounts a model's standard routes at the paths it names: page, list (drop-downs), detail, save (one
 * per save variant), delete (batch) and export. Every route that reads or writes by id applies the
 * caller's scope; outside it the answer is the 404 of a missing record.
 */

const DEFAULT_SAVE: SaveVariant[] = [{ path: 'edit' }];

type Prepared = PreparedLike<any[]>;
const NO_SCOPE = {};
const MAX_PREPARED_PER_SCOPE = 64;
const preparedByScope = new WeakMap<Resource, WeakMap<object, Map<string, Prepared>>>();

/**
 * The standard reads of a resource (by id; a page without search, and its total) as prepared statements per scope
 * filter (docs/architecture.md#request-cost): Drizzle builds the joined select once, and PostgreSQL parses and plans it
 * once per connection instead of on every request. A caller's scope is one object per authorisation epoch (the gold
 * scope is cached so), so its statements are kept with it and go when it goes (a WeakMap); a scope built per request
 * only costs the one build it would cost anyway. `key` names the query among those of the resource and scope.
 */
function preparedFor(resource: Resource, scope: SQL | undefined, key: string, build: () => { prepare(name: string): Prepared }): Prepared {
  let perResource = preparedByScope.get(resource);
  if (!perResource) preparedByScope.set(resource, (perResource = new WeakMap()));
  let perScope = perResource.get(scope ?? NO_SCOPE);
  if (!perScope) perResource.set(scope ?? NO_SCOPE, (perScope = new Map()));
  let prepared = perScope.get(key);
  if (prepared) return prepared;
  prepared = prepareNamed(build());
  // Keys carry the page size and number of the first pages (pageWindow): a bound keeps odd callers from growing it.
  if (perScope.size < MAX_PREPARED_PER_SCOPE) perScope.set(key, prepared);
  return prepared;
}

/** One wire row by id within `scope`; 404 when missing or out of it. */
export async function getRecord(resource: Resource, scope: SQL | undefined, id: string) {
  const { db, model, table } = resource;
  const read = preparedFor(resource, scope, 'detail', () => selectRows(db, resource).where(and(eq(table.id, sql.placeholder('id')), liveOf(table), scope)));
  const [row] = await read.execute({ id });
  if (!row) throw notFound(model.texts.notFound);
  const [wire] = await toWire(db, model, [row]);
  // A record with sub-tables carries their rows (children.ts).
  return resource.children?.length ? { ...wire, ...(await childRows(db, resource.children, [wire.id as string])).get(wire.id as string) } : wire;
}

/**
 * The total of a page's `where`, as a column of the page's own statement: an uncorrelated subquery PostgreSQL computes once
 * (an InitPlan), so rows and total take one round trip. It counts the table alone: the joins only add names, never
 * remove a row.
 */
const countOf = (resource: Resource, where: SQL | undefined) => resource.db.select({ total: count() }).from(resource.table).where(where);
const TOTAL = '__pageTotal'; // no wire key of a model: toWire leaves it out
const totalColumn = (resource: Resource, where: SQL | undefined) => ({ [TOTAL]: sql`(${countOf(resource, where)})`.mapWith(Number) });

/** The total of a page from rows carrying it; a page past the end carries none, so `recount` gives it. */
async function totalOf(rows: any[], q: Record<string, any>, recount: () => Promise<Array<{ total: number }>>): Promise<number> {
  return rows.length ? Number(rows[0][TOTAL]) : offsetOf(q as any) === 0 ? 0 : Number((await recount())[0].total);
}

const pageReply = async (resource: Resource, rows: any[], q: Record<string, any>, total: number) =>
  page(await toWire(resource.db, resource.model, rows), q.currentPage, q.pageSize, total);

/**
 * The page route without a search: every live row in scope, in the chosen order, from prepared statements. The total
 * kept for the request's data epoch spares the count (page-total.ts); else the rows carry it.
 */
async function scopePage(resource: Resource, scope: SQL | undefined, q: Record<string, any>, dataEpoch: string | null) {
  const { db, table } = resource;
  const order = orderOf(resource, q); // refuses an unknown sort field before it becomes part of a key
  const where = and(liveOf(table), scope);
  const literal = pageWindow(q as any);
  const kept = pageTotal(resource, scope, dataEpoch);
  const counted = kept.known === undefined;
  const rowsKey = `${counted ? 'page' : 'rows'}\u0000${q.sidx ?? ''}\u0000${q.sort === 'asc' ? 'asc' : 'desc'}${literal ? `\u0000${q.pageSize}\u0000${q.currentPage}` : ''}`;
  const rowsRead = preparedFor(resource, scope, rowsKey, () => selectRows(db, resource, counted ? totalColumn(resource, where) : undefined).where(where).orderBy(...order)
    .limit(literal?.limit ?? sql.placeholder('limit')).offset(literal?.offset ?? sql.placeholder('offset')));
  const rows = await rowsRead.execute({ limit: q.pageSize, offset: offsetOf(q as any) });
  if (!counted) return pageReply(resource, rows, q, kept.known!);
  const total = await totalOf(rows, q, () => preparedFor(resource, scope, 'total', () => countOf(resource, where)).execute());
  kept.keep(total);
  return pageReply(resource, rows, q, total);
}

/** One page of wire rows matching `where`, in the query's order (the page route and pages of custom filters alike). */
export async function pageOf(resource: Resource, where: SQL | undefined, q: Record<string, any>) {
  const { db } = resource;
  const literal = pageWindow(q as any);
  const rows = await executeNamed<any[]>(selectRows(db, resource, totalColumn(resource, where)).where(where).orderBy(...orderOf(resource, q))
    .limit(literal?.limit ?? q.pageSize).offset(literal?.offset ?? offsetOf(q as any)));
  return pageReply(resource, rows, q, await totalOf(rows, q, () => executeNamed(countOf(resource, where))));
}

export function makeResource(app: FastifyInstance, def: ResourceDef): Resource {
  const db = app.database.db;
  const perRequest = new WeakMap<FastifyRequest, Promise<ResourceScope>>();
  const build = (request: FastifyRequest, page?: string) => (def.hooks?.scope ? def.hooks.scope(request, db, page) : defaultScope(request, db, def));
  return {
    ...def,
    db,
    scopeOf(request, page) {
      if (page) return build(request, page);
      let scope = perRequest.get(request);
      if (!scope) {
        scope = build(request);
        perRequest.set(request, scope);
      }
      return scope;
    },
  };
}

export async function mountResource(appBase: FastifyInstance, resource: Resource): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { db, model, table } = resource;
  const base = model.routes.base;
  const menu = model.access.menu;
  const omit = new Set(model.routes.omit ?? []);
  const tags = [`${model.name}`];
  const label = model.label.en;

  if (!omit.has('page')) {
    app.get(`${base}/page`, {
      config: { access: { menu } },
      schema: { tags, summary: `${label} page (newest first, or by sidx/sort)`, querystring: pageQuery(resource) },
    }, async (request) => {
      const q = request.query as Record<string, any>;
      const scope = (await resource.scopeOf(request)).manage;
      const filters = queryFilters(resource, q);
      return filters.length ? pageOf(resource, and(liveOf(table), scope, ...filters), q) : scopePage(resource, scope, q, request.dataEpoch);
    });
  }

  if (!omit.has('list') && model.list) {
    const spec = model.list;
    const codeField = model.code?.field;
    app.get(`${base}/list`, {
      config: { access: 'session' },
      schema: { tags, summary: `${label} rows in scope for drop-downs (any of the pages ${(model.access.pickers ?? [menu]).join(', ')})`, querystring: listQuery(model) },
    }, async (request) => {
      await requireAnyMenu(request, db, model.access.pickers ?? [menu]);
      const q = request.query as Record<string, unknown>;
      const fixed = Object.entries(spec.where ?? {}).map(([k, v]) => eq(table[k], v));
      const filters = (spec.filters ?? []).filter((k) => q[k] !== undefined && q[k] !== '')
        .map((k) => {
          const field = model.fields.find((f) => f.key === k)!;
          return eq(table[k], isNumericEnum(field) || field.type === 'integer' ? Number(q[k]) : q[k]);
        });
      const selection = Object.fromEntries(spec.fields.map((k) => [k, table[k]]));
      const rows = await db.select(selection).from(table)
        .where(and(liveOf(table), (await resource.scopeOf(request)).read, ...fixed, ...filters))
        .orderBy(codeField ? asc(table[codeField]) : desc(table.createdAt));
      return list(rows);
    });
  }

  if (!omit.has('detail')) {
    app.get(`${base}/detail/:id`, {
      config: { access: { menu } },
      schema: { tags, summary: `One ${label}; 404 when missing or out of scope`, params: IdParams },
    }, async (request) => ok(await getRecord(resource, (await resource.scopeOf(request)).read, request.params.id)));
  }

  if (!omit.has('save')) {
    for (const variant of model.routes.save ?? DEFAULT_SAVE) {
      app.post(`${base}/${variant.path}`, {
        config: { access: { menu, button: [buttonOf(model, 'add'), buttonOf(model, 'edit')] } },
        preValidation: editButtonGuard(menu, db, { add: buttonOf(model, 'add'), edit: buttonOf(model, 'edit') }),
        schema: {
          tags,
          summary: `${variant.summary ?? `Create or update a ${label}`}: no id creates (${buttonOf(model, 'add')}${model.code ? `; code from rule ${model.code.billRule}` : ''}), id + version updates (${buttonOf(model, 'edit')}; a stale version is 409) and writes change records`,
          body: saveBody(model, variant, resource.children),
        },
      }, async (request) => {
        const scope = await resource.scopeOf(request);
        const { id, created } = await saveRecord(db, resource, scope, request, variant, request.body as Record<string, unknown>);
        return ok(await getRecord(resource, scope.read, id), pick(request, created ? RESOURCE_TEXT.created : RESOURCE_TEXT.updated));
      });
    }
  }

  if (!omit.has('export') && model.export) {
    const dictionaryFields = model.fields.filter((f) => f.dictionary && model.export!.columns.includes(f.key));
    const fileName = model.export.fileName;
    app.post(`${base}/export`, {
      config: { access: { menu, button: buttonOf(model, 'download') } },
      schema: { tags, summary: `Every ${label} matching the page filters as ${fileName}`, body: Type.Composite([SortQuery, filterSchema(resource)]) },
    }, async (request, reply) => {
      const f = request.body as Record<string, any>;
      const where = filterWhere(resource, (await resource.scopeOf(request)).manage, f);
      const order = orderOf(resource, f);
      // Dictionary names are read per export: items may be renamed at any time.
      const columns = exportColumns(model, new Map(await Promise.all(dictionaryFields.map(async (d) => [d.key, await dictionaryNames(db, d)] as const))));
      return sendXlsx(request, reply, fileName, columns, async (offset, limit) =>
        toWire(db, model, await selectRows(db, resource).where(where).orderBy(...order).limit(limit).offset(offset)));
    });
  }

  if (!omit.has('delete')) {
    app.delete(`${base}/delete`, {
      config: { access: { menu, button: buttonOf(model, 'remove') } },
      schema: { tags, summary: `Soft-delete ${label} records (all or none)`, body: IdsBody },
    }, async (request) => {
      await deleteRecords(db, resource, await resource.scopeOf(request), actorOf(request), request.body.ids);
      return ok(undefined, tr(request, 'deleteOk'));
    });
  }

  await resource.hooks?.routes?.(appBase, resource);
}
