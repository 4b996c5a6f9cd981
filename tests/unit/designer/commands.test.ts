import { describe, expect, it } from 'vitest';
import {
  applyCommand, duplicateField, insertFromPalette, moveField, outline, pasteField, removeField, setFieldProperty, updateSettings, copyField,
  findField, locate, problemsOf, type Command, type DesignDocument, type Step,
} from '../../../designer/core';
import { validateSchemaDocument } from '../../../schemas/validate';
import { PALETTE, WIDGET_KEYS, blank, counter } from './palette';

/** Applies a step, checks that its inverse leads back to exactly the document before, returns the new document. */
function roundTrip(doc: DesignDocument, step: Step | Command): DesignDocument {
  const command = 'command' in step ? step.command : step;
  const result = applyCommand(doc, command);
  if (!result.ok) throw new Error(`refused: ${result.refusal.reason} ${result.refusal.problems?.join('; ') ?? ''}`);
  expect(validateSchemaDocument(result.doc.form).ok).toBe(true);
  const back = applyCommand(result.doc, result.inverse);
  if (!back.ok) throw new Error(`inverse refused: ${back.refusal.reason}`);
  expect(back.doc).toEqual(doc);
  expect(JSON.stringify(back.doc)).toBe(JSON.stringify(doc));
  // The inverse of the inverse redoes the step.
  const again = applyCommand(back.doc, back.inverse);
  expect(again.ok && again.doc).toEqual(result.doc);
  return result.doc;
}

const refusalOf = (doc: DesignDocument, command: Command) => {
  const result = applyCommand(doc, command);
  return result.ok ? undefined : result.refusal.reason;
};

/** A form with a text field, a row holding a number, a tab with two panes, and a sub-table with one column. */
function sample(): { doc: DesignDocument; ids: Record<string, string> } {
  const next = counter();
  let doc = blank();
  const ids: Record<string, string> = {};
  const add = (name: string, key: string, parent: string | null, index: number) => {
    const step = insertFromPalette(doc, PALETTE[key], parent, index, next);
    doc = roundTrip(doc, step);
    ids[name] = step.created as string;
  };
  add('text', 'comInput', null, 0);
  add('row', 'row', null, 1);
  add('number', 'numInput', ids.row, 0);
  add('tab', 'tab', null, 2);
  add('table', 'table', null, 3);
  add('column', 'amount', ids.table, 0);
  const tab = findField(doc, ids.tab);
  ids.pane1 = tab?.children?.[0].formId as string;
  ids.pane2 = tab?.children?.[1].formId as string;
  return { doc, ids };
}

describe('designer commands', () => {
  it('inserts from the palette with JNPF ids, names, labels, defaults and options', () => {
    const { doc, ids } = sample();
    const text = findField(doc, ids.text);
    expect(text).toMatchObject({ jnpfKey: 'comInput', vModel: `comInputField${ids.text}`, label: PALETTE.comInput.label, props: PALETTE.comInput.defaults });
    expect(findField(doc, ids.table)?.vModel).toBe(`tableField${ids.table}`);
    expect(findField(doc, ids.tab)?.children?.map((pane) => pane.jnpfKey)).toEqual(['tabItem', 'tabItem']);
    const select = insertFromPalette(doc, PALETTE.select, null, 0, counter(500));
    const withSelect = roundTrip(doc, select);
    expect(findField(withSelect, select.created as string)?.options).toHaveLength(2);
    expect(problemsOf(withSelect, WIDGET_KEYS)).toEqual([]);
    expect(outline(doc).map((node) => node.jnpfKey)).toEqual(['comInput', 'row', 'tab', 'table']);
    expect(locate(doc, ids.number)).toMatchObject({ parentId: ids.row, index: 0 });
  });

  it('inserts into every kind of container and every position, and refuses what JNPF refuses', () => {
    const { doc, ids } = sample();
    const next = counter(900);
    roundTrip(doc, insertFromPalette(doc, PALETTE.date, ids.pane2, 0, next));
    roundTrip(doc, insertFromPalette(doc, PALETTE.numInput, ids.table, 1, next));
    roundTrip(doc, insertFromPalette(doc, PALETTE.card, ids.row, 1, next));
    const refuse = (key: string, parent: string | null, index = 0) => refusalOf(doc, insertFromPalette(doc, PALETTE[key], parent, index, next).command);
    expect(refuse('table', ids.table)).toBe('tableInTable');
    expect(refuse('row', ids.table)).toBe('containerInTable');
    expect(refuse('comInput', ids.tab)).toBe('paneMisplaced');
    expect(refuse('comInput', ids.text)).toBe('notContainer');
    expect(refuse('comInput', 'nope')).toBe('notFound');
    expect(refuse('comInput', null, 99)).toBe('badIndex');
  });

  it('moves within a list, into and out of containers at any depth', () => {
    const { doc, ids } = sample();
    let d = roundTrip(doc, moveField(doc, ids.text, null, 3));
    expect(d.form.fields.map((f) => f.formId)).toEqual([ids.row, ids.tab, ids.table, ids.text]);
    d = roundTrip(d, moveField(d, ids.text, ids.pane1, 0));
    d = roundTrip(d, moveField(d, ids.row, ids.pane2, 0));
    d = roundTrip(d, moveField(d, ids.text, ids.row, 1));
    expect(locate(d, ids.text)).toMatchObject({ parentId: ids.row, index: 1, indices: [0, 1, 0, 1] });
    d = roundTrip(d, moveField(d, ids.number, ids.table, 0));
    d = roundTrip(d, moveField(d, ids.column, null, 0));
    expect(problemsOf(d, WIDGET_KEYS)).toEqual([]);
    // Moving to where it stands changes nothing and records nothing.
    const same = applyCommand(d, moveField(d, ids.column, null, 0).command);
    expect(same.ok && same.doc).toBe(d);
  });

  it('refuses a container into itself, a non-container, a sub-table into a sub-table, a pane out of its tab', () => {
    const { doc, ids } = sample();
    const moved = roundTrip(doc, moveField(doc, ids.row, ids.pane1, 0));
    expect(refusalOf(moved, moveField(moved, ids.tab, ids.row, 0).command)).toBe('intoItself');
    expect(refusalOf(moved, moveField(moved, ids.tab, ids.tab, 0).command)).toBe('intoItself');
    expect(refusalOf(doc, moveField(doc, ids.row, ids.text, 0).command)).toBe('notContainer');
    expect(refusalOf(doc, moveField(doc, ids.row, ids.table, 0).command)).toBe('containerInTable');
    expect(refusalOf(doc, moveField(doc, ids.pane1, null, 0).command)).toBe('paneMisplaced');
    const second = insertFromPalette(doc, PALETTE.table, null, 0, counter(700));
    const two = roundTrip(doc, second);
    expect(refusalOf(two, moveField(two, second.created as string, ids.table, 0).command)).toBe('tableInTable');
    expect(refusalOf(doc, moveField(doc, 'nope', null, 0).command)).toBe('notFound');
    expect(refusalOf(doc, moveField(doc, ids.text, null, 9).command)).toBe('badIndex');
  });

  it('removes a field or a whole container, and puts it back where it was', () => {
    const { doc, ids } = sample();
    const d = roundTrip(doc, removeField(doc, ids.tab));
    expect(findField(d, ids.pane1)).toBeUndefined();
    roundTrip(doc, removeField(doc, ids.column));
    expect(refusalOf(doc, removeField(doc, 'nope').command)).toBe('notFound');
  });

  it('duplicates with new ids and vModels, children too, and formulas follow the renamed columns', () => {
    const { doc, ids } = sample();
    const next = counter(300);
    const column = findField(doc, ids.column)?.vModel as string;
    let d = roundTrip(doc, insertFromPalette(doc, PALETTE.calculate, ids.table, 1, next));
    const calc = locate(d, ids.table)?.field.children?.[1].formId as string;
    d = roundTrip(d, setFieldProperty(d, calc, ['props', 'expression'], `${column} * 2`));
    d = roundTrip(d, setFieldProperty(d, ids.table, ['props', 'summaryField'], [column]));
    const step = duplicateField(d, ids.table, next);
    if (!step) throw new Error('no step');
    const after = roundTrip(d, step);
    const copy = findField(after, step.created as string);
    expect(locate(after, step.created as string)).toMatchObject({ parentId: null, index: 4 });
    expect(copy?.vModel).toBe(`tableField${step.created}`);
    const [copiedColumn, copiedCalc] = copy?.children ?? [];
    expect(copiedColumn.vModel).not.toBe(column);
    expect(copiedCalc.props?.expression).toBe(`${copiedColumn.vModel} * 2`);
    expect(copy?.props?.summaryField).toEqual([copiedColumn.vModel]);
    expect(problemsOf(after, WIDGET_KEYS)).toEqual([]);
    expect(duplicateField(d, 'nope', next)).toBeUndefined();
  });

  it('pastes a copied subtree re-keyed, into another container or another form', () => {
    const { doc, ids } = sample();
    const copied = copyField(doc, ids.row);
    if (!copied) throw new Error('nothing copied');
    const step = pasteField(doc, copied, ids.pane1, 0, counter(400));
    const d = roundTrip(doc, step);
    const pasted = findField(d, step.created as string);
    expect(pasted?.children?.[0].vModel).not.toBe(findField(doc, ids.number)?.vModel);
    expect(problemsOf(d, WIDGET_KEYS)).toEqual([]);
    const other = blank();
    roundTrip(other, pasteField(other, copied, null, 0, counter()));
    // A copied container cannot be pasted into a sub-table.
    expect(refusalOf(doc, pasteField(doc, copied, ids.table, 0, counter(450)).command)).toBe('containerInTable');
  });

  it('sets any property path of a field and puts the whole field back on undo', () => {
    const { doc, ids } = sample();
    let d = roundTrip(doc, setFieldProperty(doc, ids.text, ['label'], { zh: '姓名', zhtw: '姓名', en: 'Name' }));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['vModel'], 'fullName'));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['required'], true));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['rules'], ['mobile']));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['span'], 12));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['defaultValue'], 'x'));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['visibleOn'], 'fullName != ""'));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['props', 'maxlength'], 20));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['props', 'placeholder'], undefined));
    d = roundTrip(d, setFieldProperty(d, ids.text, ['span'], undefined));
    d = roundTrip(d, setFieldProperty(d, ids.pane1, ['label'], '基本信息'));
    expect(findField(d, ids.text)).toMatchObject({ vModel: 'fullName', required: true, rules: ['mobile'], defaultValue: 'x' });
    expect(findField(d, ids.text)?.props).not.toHaveProperty('placeholder');
    // Setting a value it already has changes nothing.
    const same = applyCommand(d, setFieldProperty(d, ids.text, ['required'], true).command);
    expect(same.ok && same.doc).toBe(d);
    expect(refusalOf(d, setFieldProperty(d, ids.text, ['span'], 30).command)).toBe('invalid');
    expect(refusalOf(d, setFieldProperty(d, ids.text, ['vModel'], '1x').command)).toBe('invalid');
    expect(refusalOf(d, setFieldProperty(d, ids.text, ['rules'], ['noSuchRule']).command)).toBe('invalid');
    expect(refusalOf(d, setFieldProperty(d, ids.text, ['unknownKey'], 1).command)).toBe('invalid');
    for (const key of ['jnpfKey', 'formId', 'children']) expect(refusalOf(d, setFieldProperty(d, ids.row, [key], 'x').command)).toBe('readOnlyProperty');
    expect(refusalOf(d, setFieldProperty(d, 'nope', ['label'], 'x').command)).toBe('notFound');
  });

  it('updates form settings and designer settings, and puts them back', () => {
    const { doc } = sample();
    let d = roundTrip(doc, updateSettings({ labelWidth: 120, labelPosition: 'top', popup: { kind: 'drawer', width: 800 }, title: { zh: '订单' } }));
    d = roundTrip(d, updateSettings({ submitLabel: '保存' }, { platform: 'app' }));
    d = roundTrip(d, updateSettings({ labelWidth: undefined }));
    expect(d.form).not.toHaveProperty('labelWidth');
    expect(d.settings.platform).toBe('app');
    expect(refusalOf(d, updateSettings({ labelPosition: 'middle' as 'top' }).command)).toBe('invalid');
    expect(refusalOf(d, { type: 'settings', form: { fields: [] } as never })).toBe('readOnlyProperty');
  });
});
