import { isDeepStrictEqual } from '../equal';
import { validateSchemaDocument } from '../../../schemas/validate';
import type { ListSchema } from '../../../schemas/types';
import { keyOf, SETTING_KEYS, type ListApplyResult, type ListCommand, type ListItem, type ListPart, type ListRefusalReason, type ListSettings } from './commands';
import { derive } from './document';

/**
 * Applies one list command: pure, the document is never changed in place. What follows from the buttons
 * (permissions, api.remove / api.export, import, selectable) is derived again after each command (document.ts
 * `derive`), so an inverse only has to undo the command itself. A command that changes nothing returns the same
 * document; a result that does not validate is refused.
 */
export function applyListCommand(doc: ListSchema, command: ListCommand): ListApplyResult {
  switch (command.type) {
    case 'insert':
      return insert(doc, command.part, command.index, command.item);
    case 'remove':
      return remove(doc, command.part, command.key);
    case 'move':
      return move(doc, command.part, command.key, command.index);
    case 'replace':
      return replace(doc, command.part, command.key, command.item);
    case 'settings':
      return settings(doc, command.set);
  }
}

const refuse = (reason: ListRefusalReason, problems?: string[]): ListApplyResult => ({ ok: false, refusal: { reason, ...(problems ? { problems } : {}) } });

const itemsOf = (doc: ListSchema, part: ListPart): readonly ListItem[] => (doc[part] ?? []) as readonly ListItem[];
const indexOf = (doc: ListSchema, part: ListPart, key: string) => itemsOf(doc, part).findIndex((item) => keyOf(part, item) === key);

function finish(doc: ListSchema, next: Record<string, unknown>, inverse: ListCommand): ListApplyResult {
  const derived = derive(next as ListSchema);
  if (isDeepStrictEqual(derived, doc)) return { ok: true, doc, inverse };
  const checked = validateSchemaDocument(derived);
  if (!checked.ok) return refuse('invalid', checked.errors);
  return { ok: true, doc: derived, inverse };
}

const withItems = (doc: ListSchema, part: ListPart, items: ListItem[]) => ({ ...doc, [part]: items });

function insert(doc: ListSchema, part: ListPart, index: number, item: ListItem): ListApplyResult {
  const items = itemsOf(doc, part);
  const key = keyOf(part, item);
  if (items.some((other) => keyOf(part, other) === key)) return refuse('duplicate');
  if (!Number.isInteger(index) || index < 0 || index > items.length) return refuse('badIndex');
  return finish(doc, withItems(doc, part, [...items.slice(0, index), item, ...items.slice(index)]), { type: 'remove', part, key });
}

function remove(doc: ListSchema, part: ListPart, key: string): ListApplyResult {
  const items = itemsOf(doc, part);
  const at = indexOf(doc, part, key);
  if (at < 0) return refuse('notFound');
  if (part === 'columns' && items.length === 1) return refuse('lastColumn');
  return finish(doc, withItems(doc, part, items.filter((_, i) => i !== at)), { type: 'insert', part, index: at, item: items[at] });
}

function move(doc: ListSchema, part: ListPart, key: string, index: number): ListApplyResult {
  const items = itemsOf(doc, part);
  const at = indexOf(doc, part, key);
  if (at < 0) return refuse('notFound');
  if (!Number.isInteger(index) || index < 0 || index >= items.length) return refuse('badIndex');
  if (index === at) return { ok: true, doc, inverse: { type: 'move', part, key, index: at } };
  const rest = items.filter((_, i) => i !== at);
  return finish(doc, withItems(doc, part, [...rest.slice(0, index), items[at], ...rest.slice(index)]), { type: 'move', part, key, index: at });
}

function replace(doc: ListSchema, part: ListPart, key: string, item: ListItem): ListApplyResult {
  const items = itemsOf(doc, part);
  const at = indexOf(doc, part, key);
  if (at < 0) return refuse('notFound');
  // The key is the address: changing it would make the inverse name an item that is not there.
  if (keyOf(part, item) !== key) return refuse('invalid', [`/${part}/${at}: the key of an item does not change`]);
  if (isDeepStrictEqual(items[at], item)) return { ok: true, doc, inverse: { type: 'replace', part, key, item: items[at] } };
  return finish(doc, withItems(doc, part, items.map((old, i) => (i === at ? item : old))), { type: 'replace', part, key, item: items[at] });
}

function settings(doc: ListSchema, set: ListSettings): ListApplyResult {
  const next: Record<string, unknown> = { ...doc };
  const before: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    if (!(key in set)) continue;
    before[key] = doc[key];
    next[key] = set[key];
  }
  return finish(doc, next, { type: 'settings', set: before as ListSettings });
}
