import type { FormSchema, ListSchema } from '../types';
import type { LocalText } from '../text';
import type { Model } from './types';

/**
 * A design compiled for publishing (docs/architecture.md#dynamic-models): its model and child models, the runtime
 * pages the menu entry renders, and the menu's permission items. Stored whole with each publish, so a republish
 * keeps table and column names stable (compileDesign reads the previous one).
 */

/** What compileDesign reads: the design record. */
export interface DesignSource {
  id: string;
  enCode: string;
  fullName: string;
  /** '1' form only, '2' form and list, '3' flow form. */
  webType: string;
  form: FormSchema;
  list: ListSchema | null;
}

/** A sub-table of the form, stored as a child table. */
export interface PublishedChild {
  /** The sub-table's vModel: its rows travel under this key. */
  vModel: string;
  /** Child model: `parentId`, `sortCode` and the sub-table's columns. */
  model: Model;
}

/** A permission item of the published menu (button or column). */
export interface PublishedItem {
  enCode: string;
  fullName: LocalText;
}

export interface PublishedDesign {
  modelId: string;
  webType: string;
  /** The menu entry's name in three languages (designName; absent in publishes stored before it). */
  name?: { zh: string; zhtw?: string; en?: string };
  model: Model;
  children: PublishedChild[];
  /** The runtime form (id `vd.<id>.form`). */
  form: FormSchema;
  /** The runtime list (id `vd.<id>.list`). */
  list: ListSchema;
  buttons: PublishedItem[];
  columns: PublishedItem[];
}

export type CompileResult = { ok: true; published: PublishedDesign } | { ok: false; problems: LocalText[] };
