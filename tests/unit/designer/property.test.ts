import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DesignEditor, applyCommand, duplicateField, fieldIds, findField, insertFromPalette, moveField, openDocument, pasteField, removeField,
  setFieldProperty, structureProblems, updateSettings, walk, copyField, type DesignDocument, type Step,
} from '../../../designer/core';
import { validateSchemaDocument } from '../../../schemas/validate';
import { PALETTE, blank, counter } from './palette';

/*
 * Random sequences of designer gestures (with undos and redos among them) on random documents: every document
 * validates and keeps the designer's structure and unique vModels, and the history is exact: each of its positions
 * gives back the very document it had, so undo all returns the first one and redo all the last.
 * FC_RUNS sets the number of runs (as tests/api/property-runs.ts does); the default is small.
 */
const RUNS = Number(process.env.FC_RUNS ?? 100);
const SEED = Number(process.env.FC_SEED ?? 20261127);

const KEYS = ['comInput', 'numInput', 'amount', 'select', 'date', 'switch', 'calculate', 'groupTitle', 'row', 'card', 'tab', 'collapse', 'table'];

/** A gesture, with numbers that pick its field, target and value in the document of the moment. */
const gesture = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), key: fc.constantFrom(...KEYS), parent: fc.nat(), index: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), field: fc.nat(), parent: fc.nat(), index: fc.nat() }),
  fc.record({ kind: fc.constant('remove' as const), field: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), field: fc.nat() }),
  fc.record({ kind: fc.constant('paste' as const), field: fc.nat(), parent: fc.nat(), index: fc.nat() }),
  fc.record({
    kind: fc.constant('set' as const),
    field: fc.nat(),
    property: fc.constantFrom('label', 'span', 'required', 'placeholder', 'vModel', 'visibleOn'),
    value: fc.nat({ max: 30 }),
    pause: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('settings' as const), width: fc.integer({ min: 1, max: 400 }), pause: fc.boolean() }),
  fc.record({ kind: fc.constant('undo' as const) }),
  fc.record({ kind: fc.constant('redo' as const) }),
);
type Gesture = typeof gesture extends fc.Arbitrary<infer G> ? G : never;

const pick = <T,>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);

/** The parents an entry could be put in: the form (null) and every entry that holds children. */
function parents(doc: DesignDocument): (string | null)[] {
  const out: (string | null)[] = [null];
  walk(doc.form.fields, (field) => field.children && out.push(field.formId as string));
  return out;
}

const listLength = (doc: DesignDocument, parent: string | null) => (parent === null ? doc.form.fields : (findField(doc, parent)?.children ?? [])).length;

let fresh = 0;

function stepFor(doc: DesignDocument, g: Gesture, nextId: () => number): Step | undefined {
  const ids = fieldIds(doc);
  const place = (parentN: number, indexN: number) => {
    const parent = pick(parents(doc), parentN) ?? null;
    return { parent, index: indexN % (listLength(doc, parent) + 2) }; // sometimes one too far: refused as badIndex
  };
  switch (g.kind) {
    case 'insert': {
      const { parent, index } = place(g.parent, g.index);
      return insertFromPalette(doc, PALETTE[g.key], parent, index, nextId);
    }
    case 'move': {
      const id = pick(ids, g.field);
      const { parent, index } = place(g.parent, g.index);
      return id === undefined ? undefined : moveField(doc, id, parent, index);
    }
    case 'remove': {
      const id = pick(ids, g.field);
      return id === undefined ? undefined : removeField(doc, id);
    }
    case 'duplicate': {
      const id = pick(ids, g.field);
      return id === undefined ? undefined : duplicateField(doc, id, nextId);
    }
    case 'paste': {
      const id = pick(ids, g.field);
      const copied = id === undefined ? undefined : copyField(doc, id);
      const { parent, index } = place(g.parent, g.index);
      return copied && pasteField(doc, copied, parent, index, nextId);
    }
    case 'set': {
      const id = pick(ids, g.field);
      if (id === undefined) return undefined;
      const value = {
        label: `L${g.value}`,
        span: g.value, // 0 and over 24 are refused
        required: g.value % 2 === 0,
        placeholder: g.value % 3 === 0 ? undefined : `p${g.value}`,
        vModel: `renamed${++fresh}`, // unique: a new name each time
        visibleOn: g.value % 2 === 0 ? 'true' : undefined,
      }[g.property];
      const path = g.property === 'placeholder' ? ['props', 'placeholder'] : [g.property];
      return setFieldProperty(doc, id, path, value);
    }
    case 'settings':
      return updateSettings({ labelWidth: g.width });
    default:
      return undefined;
  }
}

function checkDocument(doc: DesignDocument): void {
  const checked = validateSchemaDocument(doc.form);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
  expect(structureProblems(doc.form.fields)).toEqual([]);
  const names: string[] = [];
  walk(doc.form.fields, (field) => field.vModel !== undefined && names.push(field.vModel));
  expect(new Set(names).size).toBe(names.length);
}

describe('designer commands, property', () => {
  it('keep every document valid and the history exact', () => {
    /** What the gestures came to (printed: a run where everything is refused proves nothing). */
    const outcomes = new Map<string, number>();
    fc.assert(
      fc.property(fc.array(fc.record({ key: fc.constantFrom(...KEYS), parent: fc.nat(), index: fc.nat() }), { maxLength: 12 }), fc.array(gesture, { minLength: 1, maxLength: 40 }), (seed, gestures) => {
        // A random document: palette entries dropped anywhere they may go.
        const next = counter();
        let start = blank();
        for (const drop of seed) {
          const parent = pick(parents(start), drop.parent) ?? null;
          const result = applyCommand(start, insertFromPalette(start, PALETTE[drop.key], parent, drop.index % (listLength(start, parent) + 1), next).command);
          if (result.ok) start = result.doc;
        }
        start = openDocument(start.form);
        checkDocument(start);

        let now = 0;
        const editor = new DesignEditor(start, { cap: 1000, now: () => now });
        /** The document each history position must give back. */
        let states: DesignDocument[] = [start];
        for (const g of gestures) {
          now += 'pause' in g && !g.pause ? 100 : 5000;
          const before = editor.getSnapshot();
          if (g.kind === 'undo') editor.undo();
          else if (g.kind === 'redo') editor.redo();
          else {
            const step = stepFor(editor.document, g, editor.nextId);
            const result = step ? editor.execute(step) : undefined;
            const outcome = result === undefined ? 'nothing to act on' : result.ok ? 'done' : result.refusal.reason;
            outcomes.set(`${g.kind}: ${outcome}`, (outcomes.get(`${g.kind}: ${outcome}`) ?? 0) + 1);
          }
          const after = editor.getSnapshot();
          checkDocument(after.document);
          const { position } = after.history;
          if (g.kind === 'undo' || g.kind === 'redo') {
            expect(after.document).toEqual(states[position]);
          } else if (position > before.history.position) {
            states = [...states.slice(0, position), after.document];
          } else if (after.document !== before.document) {
            states[position] = after.document; // merged into the last step (a typing burst)
          }
          expect(states).toHaveLength(after.history.entries.length + 1);
        }
        const last = states.length - 1;
        // Every position, backwards then forwards: undo all gives the first document, redo all the last.
        for (let p = last; p >= 0; p--) {
          editor.jump(p);
          expect(editor.document).toEqual(states[p]);
        }
        expect(JSON.stringify(editor.document)).toBe(JSON.stringify(start));
        for (let p = 1; p <= last; p++) {
          editor.redo();
          expect(editor.document).toEqual(states[p]);
        }
        expect(JSON.stringify(editor.document)).toBe(JSON.stringify(states[last]));
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.info([...outcomes].sort(([x], [y]) => x.localeCompare(y)).map(([k, n]) => `${String(n).padStart(6)}  ${k}`).join('\n'));
    expect(outcomes.get('move: done')).toBeGreaterThan(0);
    expect(outcomes.get('paste: done')).toBeGreaterThan(0);
  });
});
