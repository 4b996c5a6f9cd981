import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemaFiles, findSchemaFiles, formatProblem, summary } from '../../../scripts/schemas/check-files';
import { WIDGET_KEYS, historyList, spvForm } from './fixtures';

const REGISTRY = { widgetKeys: WIDGET_KEYS, placeholderVerbs: new Map([['input', 'enter'], ['select', 'select']] as const) };

const root = mkdtempSync(join(tmpdir(), 'schemas-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: unknown): string {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

/** The file as the check names it: relative to the repository root. */
const shown = (file: string) => relative(process.cwd(), file);

describe('schemas:check functions', () => {
  it('find every .json file under a folder, nested, and nothing else', () => {
    const form = write('a/form.json', spvForm());
    const history = write('a/b/history.json', historyList());
    write('a/notes.md', '# not a schema');
    expect(findSchemaFiles(root)).toEqual([history, form].sort());
    expect(findSchemaFiles(join(root, 'missing'))).toEqual([]);
  });

  it('hold placeholders to one wording per widget: 请输入 for boxes, 请选择 for pickers, in every language', () => {
    const form = spvForm();
    const row = form.fields[0].children!;
    row[0] = { ...row[0], props: { placeholder: { zh: '名称', zhtw: '請輸入名稱', en: 'Enter a name' } } };
    row[1] = { ...row[1], props: { placeholder: { zh: '请选择类型', zhtw: '請選擇類型', en: 'Type' } } };
    const file = write('w/form.json', { ...form, id: 'w.form' });
    expect(checkSchemaFiles([file], REGISTRY).problems.map(formatProblem)).toEqual([
      `${shown(file)}: /fields/0/children/0/props/placeholder: placeholder should begin with zh '请输入' (one wording per widget)`,
      `${shown(file)}: /fields/0/children/1/props/placeholder: placeholder should begin with en 'Please select' (one wording per widget)`,
    ]);
    row[0] = { ...row[0], props: { placeholder: { zh: '请输入名称', zhtw: '請輸入名稱', en: 'Please enter a name' } } };
    row[1] = { ...row[1], props: { placeholder: { zh: '请选择类型', zhtw: '請選擇類型', en: 'Select a type' } } };
    const fixed = write('w/fixed.json', { ...form, id: 'w.fixed' });
    expect(checkSchemaFiles([fixed], REGISTRY).problems).toEqual([]);
  });

  it('pass an empty set and say so', () => {
    const result = checkSchemaFiles([], REGISTRY);
    expect(result.problems).toEqual([]);
    expect(summary(result)).toBe('0 schema files, 0 problems');
  });

  it('report invalid JSON, meta-schema errors and lint issues per file', () => {
    const broken = write('c/broken.json', '{ "type": ');
    const invalid = write('c/invalid.json', { ...historyList(), id: 'c.invalid', columns: [] });
    const form = write('c/form.json', { ...spvForm(), id: 'c.form' });
    const form2 = write('c/form2.json', { ...spvForm(), id: 'c.form' });
    const result = checkSchemaFiles([broken, invalid, form, form2], REGISTRY);
    const lines = result.problems.map(formatProblem);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(new RegExp(`^${shown(broken)}: /: not valid JSON: `));
    expect(lines.slice(1)).toEqual([
      `${shown(invalid)}: /columns: must NOT have fewer than 1 items`,
      `${shown(form2)}: /id: duplicate schema id 'c.form'`,
    ]);
    expect(summary(result)).toBe('4 schema files, 3 problems');
  });
});
