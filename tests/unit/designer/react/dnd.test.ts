import { describe, expect, it } from 'vitest';
import { DesignEditor, blankDocument, insertFromPalette, type PaletteEntry } from '../../../../designer/core';
import { dropTarget, fieldDropId, listDropId, type DragData } from '../../../../designer/react/form/dnd';
import { PALETTE_BY_KEY } from '../../../../designer/react/palette';
import { LINE_PX, dropMark } from '../../../../designer/react/form/dropMark';

const entry = (key: string) => PALETTE_BY_KEY.get(key) as PaletteEntry;
const palette = (key: string): DragData => ({ kind: 'palette', entry: entry(key) });
const RECT = { left: 0, top: 0, width: 100, height: 40 };
const TOP = { x: 50, y: 5 };
const BOTTOM = { x: 50, y: 35 };

/** A design: text, card (with a number inside), sub-table (with a text column). */
function design() {
  const editor = new DesignEditor(blankDocument('designer.dnd'));
  const add = (key: string, parentId: string | null, index: number) => {
    const step = insertFromPalette(editor.document, entry(key), parentId, index, editor.nextId);
    expect(editor.execute(step).ok).toBe(true);
    return step.created!;
  };
  const text = add('comInput', null, 0);
  const card = add('card', null, 1);
  const inCard = add('numInput', card, 0);
  const table = add('table', null, 2);
  const column = add('comInput', table, 0);
  return { doc: editor.document, text, card, inCard, table, column };
}

const overField = (id: string, horizontal = false) => ({ id: fieldDropId(id), data: { kind: 'field' as const, id, horizontal }, rect: RECT });
const overList = (parentId: string | null) => ({ id: listDropId(parentId), data: { kind: 'list' as const, parentId }, rect: RECT });

describe('drop targets', () => {
  it('puts a palette entry before or after a field by the half the pointer is in', () => {
    const { doc, card } = design();
    expect(dropTarget(doc, palette('select'), overField(card), TOP)).toMatchObject({ parentId: null, index: 1, side: 'before' });
    expect(dropTarget(doc, palette('select'), overField(card), BOTTOM)).toMatchObject({ parentId: null, index: 2, side: 'after' });
    expect(dropTarget(doc, palette('select'), overField(card, true), { x: 80, y: 5 })).toMatchObject({ index: 2, side: 'after' });
  });

  it('appends into a container list at any depth', () => {
    const { doc, card, inCard } = design();
    const target = dropTarget(doc, palette('select'), overList(card), TOP);
    expect(target).toMatchObject({ parentId: card, index: 1, side: 'inside' });
    expect(target?.refusal).toBeUndefined();
    expect(dropTarget(doc, palette('select'), overField(inCard), TOP)).toMatchObject({ parentId: card, index: 0 });
  });

  it('shows the placement refusal: no container or sub-table inside a sub-table', () => {
    const { doc, table, column, card } = design();
    expect(dropTarget(doc, palette('card'), overList(table), TOP)?.refusal).toBe('containerInTable');
    expect(dropTarget(doc, palette('table'), overField(column, true), TOP)?.refusal).toBe('tableInTable');
    expect(dropTarget(doc, { kind: 'field', id: card }, overList(table), TOP)?.refusal).toBe('containerInTable');
  });

  it('counts a move within its own list once the field has left its place, and ignores a drop on itself', () => {
    const { doc, text, table, card, inCard } = design();
    expect(dropTarget(doc, { kind: 'field', id: text }, overField(table), BOTTOM)).toMatchObject({ parentId: null, index: 2 });
    expect(dropTarget(doc, { kind: 'field', id: text }, overField(card), TOP)).toBeNull();
    expect(dropTarget(doc, { kind: 'field', id: card }, overField(inCard), TOP)).toBeNull();
    expect(dropTarget(doc, { kind: 'field', id: card }, overList(card), TOP)).toBeNull();
  });
});

describe('the drop mark', () => {
  const LAYER = { left: 10, top: 100, width: 300, height: 200 };

  it('carries the box of the block or list under the pointer, and whether the block is laid side by side', () => {
    const { doc, card, table } = design();
    const box = { left: 20, top: 130, width: 100, height: 40 };
    expect(dropTarget(doc, palette('select'), { ...overField(card, true), rect: box }, { x: 30, y: 140 })).toMatchObject({ box, horizontal: true });
    expect(dropTarget(doc, palette('select'), { ...overList(table), rect: box }, { x: 30, y: 140 })).toMatchObject({ box, horizontal: false });
  });

  it('draws a line on the edge of the side the entry goes to, in the layer\'s coordinates', () => {
    const { doc, card } = design();
    const box = { left: 20, top: 130, width: 100, height: 40 };
    const before = dropTarget(doc, palette('select'), { ...overField(card), rect: box }, { x: 30, y: 135 })!;
    const after = dropTarget(doc, palette('select'), { ...overField(card), rect: box }, { x: 30, y: 165 })!;
    const right = dropTarget(doc, palette('select'), { ...overField(card, true), rect: box }, { x: 110, y: 135 })!;
    expect(dropMark(before, LAYER)).toEqual({ kind: 'line', x: 10, y: 30, width: 100, height: LINE_PX, refused: false });
    expect(dropMark(after, LAYER)).toEqual({ kind: 'line', x: 10, y: 70 - LINE_PX, width: 100, height: LINE_PX, refused: false });
    expect(dropMark(right, LAYER)).toEqual({ kind: 'line', x: 110 - LINE_PX, y: 30, width: LINE_PX, height: 40, refused: false });
  });

  it('boxes the end of a list, cut to the layer, and marks a refused drop', () => {
    const { doc, table } = design();
    const tall = { left: 0, top: 50, width: 400, height: 5000 };
    const target = dropTarget(doc, palette('card'), { ...overList(table), rect: tall }, { x: 30, y: 140 })!;
    expect(dropMark(target, LAYER)).toEqual({ kind: 'box', x: 0, y: 0, width: 300, height: 200, refused: true });
  });
});
