import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ListEditor, ROW_KINDS, TOOLBAR_KINDS, addAction, addColumn, addSearch, blankList, listFields, listProblems, moveItem, removeItem,
  setDefaultSort, setGroupBy, setItemProperty, setPagination, setTree, type ListPart, type ListStep,
} from '../../../../designer/core/list';
import type { ListSchema } from '../../../../schemas/types';
import { sampleForm, WIDGET_KEYS } from './fixture';

const form = sampleForm();
const FIELDS = listFields(form);
const PARTS: ListPart[] = ['columns', 'search', 'toolbar', 'rowActions'];
const PROPERTIES: Record<ListPart, [string, unknown[]][]> = {
  columns: [['width', [80, 120, undefined]], ['minWidth', [60, undefined]], ['align', ['left', 'center', 'right', undefined]], ['sortable', [true, undefined]], ['fixed', ['left', 'right', undefined]], ['label', ['列', { zh: '列', en: 'Col' }]]],
  search: [['match', ['equal', 'like', 'range']], ['label', ['查']]],
  toolbar: [['label', ['按钮', undefined]], ['danger', [true, undefined]]],
  rowActions: [['label', ['行按钮', undefined]], ['icon', ['edit', undefined]]],
};

/** A gesture, made into a step against the document it is applied to (so keys and indices mostly hit). */
type Gesture = (doc: ListSchema) => ListStep | undefined;

const pick = <T,>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);
const keysOf = (doc: ListSchema, part: ListPart): string[] =>
  part === 'columns' ? doc.columns.map((c) => c.prop) : part === 'search' ? (doc.search ?? []).map((s) => s.vModel) : (doc[part] ?? []).map((a) => a.name ?? a.action);

const gesture: fc.Arbitrary<Gesture> = fc.oneof(
  fc.tuple(fc.nat(), fc.nat()).map(([f, i]): Gesture => (doc) => addColumn(doc, pick(FIELDS, f)!, i % (doc.columns.length + 1))),
  fc.nat().map((f): Gesture => (doc) => addSearch(doc, pick(FIELDS, f)!)),
  fc.nat().map((k): Gesture => (doc) => addAction(doc, 'toolbar', pick(TOOLBAR_KINDS, k)!)),
  fc.nat().map((k): Gesture => (doc) => addAction(doc, 'rowActions', pick(ROW_KINDS, k)!)),
  fc.tuple(fc.constantFrom(...PARTS), fc.nat()).map(([part, k]): Gesture => (doc) => {
    const key = pick(keysOf(doc, part), k);
    return key === undefined ? undefined : removeItem(doc, part, key);
  }),
  fc.tuple(fc.constantFrom(...PARTS), fc.nat(), fc.nat()).map(([part, k, i]): Gesture => (doc) => {
    const keys = keysOf(doc, part);
    const key = pick(keys, k);
    return key === undefined ? undefined : moveItem(doc, part, key, i % keys.length);
  }),
  fc.tuple(fc.constantFrom(...PARTS), fc.nat(), fc.nat(), fc.nat()).map(([part, k, p, v]): Gesture => (doc) => {
    const key = pick(keysOf(doc, part), k);
    const [property, values] = pick(PROPERTIES[part], p)!;
    return key === undefined ? undefined : setItemProperty(doc, part, key, property, pick(values, v));
  }),
  fc.tuple(fc.nat(), fc.boolean()).map(([f, asc]): Gesture => () => setDefaultSort({ prop: pick(FIELDS, f)!.vModel, order: asc ? 'asc' : 'desc' })),
  fc.tuple(fc.integer({ min: 1, max: 200 }), fc.boolean()).map(([size, on]): Gesture => () => setPagination(on ? { pageSize: size, pageSizes: [10, 20] } : false)),
  fc.tuple(fc.nat(), fc.boolean()).map(([f, on]): Gesture => () =>
    setTree(on ? { title: '树', source: { kind: f % 2 ? 'dictionary' : 'dataInterface', id: `src${f % 3}` }, field: pick(FIELDS, f)!.vModel } : null)),
  fc.nat().map((f): Gesture => () => setGroupBy(f % 5 === 0 ? null : pick(FIELDS, f)!.vModel)),
);

describe('list design: property', () => {
  it('any sequence of commands, then undo all, gives back the start exactly; every state validates and lints', () => {
    fc.assert(
      fc.property(fc.array(gesture, { minLength: 1, maxLength: 40 }), (gestures) => {
        const start = blankList(form);
        let clock = 0;
        // Steps far apart in time: no typing bursts merge, so every applied step is one history entry.
        const editor = new ListEditor(start, { now: () => (clock += 5000) });
        const states: ListSchema[] = [start];
        for (const make of gestures) {
          const step = make(editor.document);
          if (!step) continue;
          const before = editor.document;
          const result = editor.execute(step);
          if (!result.ok) {
            expect(editor.document).toBe(before);
            continue;
          }
          if (editor.document !== before) states.push(editor.document);
          expect(listProblems(editor.document, form, WIDGET_KEYS)).toEqual([]);
        }
        expect(editor.getSnapshot().history.position).toBe(states.length - 1);
        for (let i = states.length - 2; i >= 0; i--) {
          expect(editor.undo()).toBe(true);
          expect(JSON.stringify(editor.document)).toBe(JSON.stringify(states[i]));
        }
        expect(editor.undo()).toBe(false);
        expect(editor.document).toStrictEqual(start);
        expect(JSON.stringify(editor.document)).toBe(JSON.stringify(start));
        // and redo all gives back the end
        while (editor.redo());
        expect(JSON.stringify(editor.document)).toBe(JSON.stringify(states[states.length - 1]));
      }),
      { numRuns: 150 },
    );
  });
});
