import { describe, expect, it } from 'vitest';
import {
  DesignEditor, applyCommand, insertFromPalette, problemsOf, replaceDocument, setFieldProperty, findField, type DesignDocument,
} from '../../../designer/core';
import { validateSchemaDocument } from '../../../schemas/validate';
import { PALETTE, WIDGET_KEYS, blank, counter } from './palette';

function withFields(keys: string[]): { doc: DesignDocument; ids: string[] } {
  const next = counter();
  let doc = blank();
  const ids: string[] = [];
  for (const key of keys) {
    const step = insertFromPalette(doc, PALETTE[key], null, doc.form.fields.length, next);
    const result = applyCommand(doc, step.command);
    if (!result.ok) throw new Error(result.refusal.reason);
    doc = result.doc;
    ids.push(step.created as string);
  }
  return { doc, ids };
}

const set = (doc: DesignDocument, id: string, path: (string | number)[], value: unknown) => {
  const result = applyCommand(doc, setFieldProperty(doc, id, path, value).command);
  if (!result.ok) throw new Error(result.refusal.reason);
  return result.doc;
};

describe('designer problems and the JSON view', () => {
  it('every palette entry dropped on a form gives a valid document; the one problem is the new formula still to write', () => {
    const keys = Object.keys(PALETTE);
    expect(keys.length).toBeGreaterThan(50);
    const { doc, ids } = withFields(keys);
    expect(validateSchemaDocument(doc.form).ok).toBe(true);
    const calc = ids[keys.indexOf('calculate')];
    expect(problemsOf(doc, WIDGET_KEYS)).toEqual([expect.objectContaining({ source: 'lint', fieldId: calc, path: `/fields/${keys.indexOf('calculate')}/props/expression` })]);
    expect(problemsOf(set(doc, calc, ['props', 'expression'], '1 + 1'), WIDGET_KEYS)).toEqual([]);
  });

  it('shows the lint problems CI reports, on the field they concern, and repeats of a vModel across scopes', () => {
    const { doc, ids } = withFields(['comInput', 'calculate', 'table']);
    const [text, calc, table] = ids;
    let d = set(doc, calc, ['props', 'expression'], 'missingField + 1');
    d = set(d, text, ['visibleOn'], '((');
    const column = insertFromPalette(d, PALETTE.numInput, table, 0, counter(500));
    const withColumn = applyCommand(d, column.command);
    if (!withColumn.ok) throw new Error('refused');
    d = set(withColumn.doc, column.created as string, ['vModel'], findField(d, text)?.vModel);
    const problems = problemsOf(d, WIDGET_KEYS);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'lint', fieldId: calc, path: '/fields/1/props/expression', message: "'missingField' is not a field of this form" }),
        expect.objectContaining({ source: 'lint', fieldId: text, path: '/fields/0/visibleOn' }),
        expect.objectContaining({ source: 'vModel', fieldId: column.created, path: '/fields/2/children/0/vModel' }),
      ]),
    );
    expect(problems).toHaveLength(3);
    // A repeat inside one scope is the lint's own message.
    const clean = set(doc, calc, ['props', 'expression'], '1 + 1');
    expect(problemsOf(clean, WIDGET_KEYS)).toEqual([]);
    const twice = set(clean, calc, ['vModel'], findField(doc, text)?.vModel);
    expect(problemsOf(twice, WIDGET_KEYS)).toEqual([
      expect.objectContaining({ source: 'lint', fieldId: calc, message: expect.stringContaining('duplicate vModel') }),
    ]);
    // An unknown widget key (from a stored document) is the lint's too.
    expect(problemsOf(clean, new Set(['comInput', 'table']))).toEqual([expect.objectContaining({ source: 'lint', fieldId: calc, message: "unknown widget key 'calculate'" })]);
  });

  it('replaces the whole form from the JSON view, undoably', () => {
    const { doc } = withFields(['comInput']);
    const editor = new DesignEditor(doc);
    const json = JSON.parse(JSON.stringify(doc.form));
    json.fields.push({ jnpfKey: 'date', vModel: 'when', label: '日期' }, { jnpfKey: 'row' });
    json.labelWidth = 90;
    const replaced = replaceDocument(editor.document, JSON.stringify(json), WIDGET_KEYS);
    if (!replaced.ok) throw new Error(replaced.refusal.problems?.join('\n'));
    expect(editor.execute(replaced.step)).toEqual({ ok: true });
    // Entries without an id get one, containers their children.
    expect(editor.document.form.fields[1]).toMatchObject({ vModel: 'when', formId: '102' });
    expect(editor.document.form.fields[2]).toMatchObject({ jnpfKey: 'row', formId: '103', children: [] });
    expect(editor.historyList().labels).toEqual([{ action: 'replace' }]);
    editor.undo();
    expect(editor.document).toEqual(doc);
  });

  it('refuses a JSON view that does not parse, validate, keep the structure or pass the lint, with its problems', () => {
    const { doc } = withFields(['comInput', 'table']);
    const refused = (json: unknown) => {
      const result = replaceDocument(doc, json, WIDGET_KEYS);
      return result.ok ? undefined : result.refusal;
    };
    expect(refused('{ "fields": [')).toEqual({ reason: 'invalid', problems: [expect.stringMatching(/^\/: .*JSON/)] });
    const form = () => JSON.parse(JSON.stringify(doc.form));
    const badShape = form();
    badShape.fields[0].span = 40;
    badShape.labelPosition = 'middle';
    expect(refused(badShape)?.problems).toEqual(
      expect.arrayContaining(['/fields/0/span: must be <= 24', expect.stringMatching(/^\/labelPosition: must be one of/)]),
    );
    const nested = form();
    nested.fields[1].children.push({ jnpfKey: 'table', vModel: 'inner', children: [] });
    expect(refused(nested)?.problems).toEqual([expect.stringMatching(/^\/fields\/1\/children\/0: tableInTable/)]);
    const lint = form();
    lint.fields[0].visibleOn = 'nobody > 1';
    lint.fields.push({ jnpfKey: 'noSuchWidget' });
    expect(refused(lint)?.problems).toEqual(["/fields/0/visibleOn: 'nobody' is not a field of this form", "/fields/2/jnpfKey: unknown widget key 'noSuchWidget'"]);
    expect(refused({ ...form(), type: 'list' })).toMatchObject({ reason: 'invalid' });
  });
});
