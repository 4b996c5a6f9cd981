import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { PublishedDesign } from '../../../schemas/model/published';
import type { DbOrTx } from '../../db/client';
import { tableFromModel } from '../../resource/dynamic';
import { dictionaryCodes } from '../../resource/dictionary';
import { designDictionaries, withDictionaryCodes } from '../../../schemas/model/dictionary-codes';
import { addResourceResolver } from '../../resource/registry';
import { makeResource } from '../../resource/routes';
import type { Resource, ResourceChild } from '../../resource/types';
import { visualdevPublished } from './published-tables';
import { visualdev } from './tables';

/**
 * The live registry of published designs (docs/architecture.md#dynamic-models). A published design is served
 * from data, with no restart: its Resource is built from the stored PublishedDesign and cached per modelId and
 * publish version. Each call reads the version (one indexed row), so a publish on any node is seen by every node
 * at its next call.
 */

/** A sub-table: the engine's child (`key` is its vModel). */
export interface LiveChild extends ResourceChild {
  vModel: string;
}

export interface LiveModel {
  published: PublishedDesign;
  version: number;
  resource: Resource;
  children: LiveChild[];
}

export interface PublishedRow {
  visualdevId: string;
  version: number;
  designVersion: number;
  published: PublishedDesign;
  menuId: string | null;
  publishedAt: Date;
  publishedBy: string | null;
}

/** The publish row of a design, or null when never published (whatever its state). */
export async function publishedRow(db: DbOrTx, id: string): Promise<PublishedRow | null> {
  const [row] = await db.select().from(visualdevPublished).where(eq(visualdevPublished.visualdevId, id));
  return row ?? null;
}

/** The publish version of a live design in state 1, or null. */
async function liveVersion(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = await db.select({ version: visualdevPublished.version }).from(visualdevPublished)
    .innerJoin(visualdev, eq(visualdev.id, visualdevPublished.visualdevId))
    .where(and(eq(visualdevPublished.visualdevId, id), eq(visualdev.state, 1), isNull(visualdev.deletedAt)));
  return row?.version ?? null;
}

// Per application (tests build many apps in one process; keyed by its resource map, which the root decorates so
// every plugin context shares it), then per modelId: the promise of the build of one version.
const caches = new WeakMap<object, Map<string, { version: number; live: Promise<LiveModel | null> }>>();

function cacheOf(app: FastifyInstance) {
  let cache = caches.get(app.resources);
  if (!cache) caches.set(app.resources, (cache = new Map()));
  return cache;
}

async function build(app: FastifyInstance, modelId: string): Promise<LiveModel | null> {
  const row = await publishedRow(app.database.db, modelId);
  if (!row) return null;
  // A design published while models kept the picker's type ids gets their codes, read once per publish version.
  const published = withDictionaryCodes(row.published, await dictionaryCodes(app.database.db, designDictionaries(row.published)));
  const children = published.children.map((c) => ({ vModel: c.vModel, key: c.vModel, model: c.model, table: tableFromModel(c.model) }));
  const resource = makeResource(app, { model: published.model, table: tableFromModel(published.model), children });
  return { published, version: row.version, resource, children };
}

/** The live model of a published design; null when it was never published or is unpublished (state 0, deleted). */
export async function liveModel(app: FastifyInstance, modelId: string): Promise<LiveModel | null> {
  if (!/^[0-9a-f]{32}$/i.test(modelId)) return null;
  const version = await liveVersion(app.database.db, modelId);
  if (version === null) return null;
  const cache = cacheOf(app);
  const hit = cache.get(modelId);
  if (hit && hit.version === version) return hit.live;
  const live = build(app, modelId);
  cache.set(modelId, { version, live });
  // A failed build is not cached: the next call tries again.
  live.catch(() => { if (cache.get(modelId)?.live === live) cache.delete(modelId); });
  return live;
}

/** A published model's name: `vd<design id>` (schemas/model/from-design.ts). */
const LIVE_NAME = /^vd([0-9a-f]{32})$/i;

/**
 * Lets the change history (and anything else that finds resources by model name) resolve published models
 * through this registry, from the start: no OnlineDev call is needed first, and an unpublished one is unknown.
 */
export function resolveLiveModels(app: FastifyInstance): void {
  addResourceResolver(app.resources, async (name) => {
    const id = LIVE_NAME.exec(name)?.[1];
    const live = id ? await liveModel(app, id) : null;
    return live?.resource.model.name === name ? live.resource : null;
  });
}
