import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DesignEditor, duplicateField, fieldIds, findField, insertFromPalette, locate, moveField, openDocument, outline, problemsOf, removeField,
  setFieldProperty,
} from '../../../designer/core';
import { importJnpfForm } from '../../../schemas/import/jnpf';
import { validateSchemaDocument } from '../../../schemas/validate';
import { PALETTE, WIDGET_KEYS } from './palette';

/** A real saved JNPF form (tests/unit/schemas/fixtures-jnpf/shared/README.md): collapse → collapse → tab → fields. */
const FIXTURE = resolve(__dirname, '../schemas/fixtures-jnpf/shared/formData-nested-collapse-tab-v31-c.json');

describe('a JNPF form imported into the designer', () => {
  it('opens with an id on every entry and takes every command', () => {
    const { schema } = importJnpfForm(readFileSync(FIXTURE, 'utf8'), { id: 'jnpf.fixture' });
    const doc = openDocument(schema);
    const ids = fieldIds(doc);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => findField(doc, id)?.formId === id)).toBe(true);
    expect(outline(doc)[0].jnpfKey).toBe('collapse');
    expect(problemsOf(doc, WIDGET_KEYS)).toEqual([]);
    // Opening it again changes nothing.
    expect(openDocument(doc.form).form).toBe(doc.form);

    const editor = new DesignEditor(doc);
    const deepest = ids.filter((id) => findField(doc, id)?.jnpfKey === 'comInput');
    const [first, second] = deepest;
    const pane = locate(doc, first)?.parentId as string;
    expect(locate(doc, first)?.indices.length).toBeGreaterThanOrEqual(5);
    const step = insertFromPalette(editor.document, PALETTE.amount, pane, 0, editor.nextId);
    expect(Number(step.created)).toBeGreaterThan(132); // above the form's idGlobal
    expect(editor.execute(step)).toEqual({ ok: true });
    expect(editor.execute(moveField(editor.document, second, null, 0))).toEqual({ ok: true });
    expect(editor.execute(duplicateField(editor.document, first, editor.nextId)!)).toEqual({ ok: true });
    expect(editor.execute(setFieldProperty(editor.document, first, ['label'], { zh: '项目', zhtw: '項目', en: 'Project' }))).toEqual({ ok: true });
    expect(editor.execute(removeField(editor.document, doc.form.fields[0].formId as string))).toEqual({ ok: true });
    expect(validateSchemaDocument(editor.document.form).ok).toBe(true);
    expect(problemsOf(editor.document, WIDGET_KEYS)).toEqual([]);
    editor.jump(0);
    expect(editor.document).toEqual(doc);
  });
});
