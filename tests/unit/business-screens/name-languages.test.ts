import { describe, expect, it } from 'vitest';
import { menuScreens } from '../../../business-screens/menu';
import { permissionScreens } from '../../../business-screens/permission';
import { systemScreens } from '../../../business-screens/system';
import type { FieldSchema, FormSchema } from '../../../schemas/types';
import { loadScreenSet } from './screen-set';

/* The forms of names that are data edit them in three languages (docs/architecture.md#names-that-are-data). */
const FORMS = [
  'system.menu.form', 'system.menuButton.form', 'system.menuColumn.form', 'system.menuForm.form',
  'permission.organize.form', 'permission.organize.company', 'permission.organize.department', 'permission.organize.child',
  'permission.position.form', 'permission.role.form',
  'system.dictionaryType.form', 'system.dictionaryData.form', 'system.dictionaryData.childForm',
];

const vModels = (fields: FieldSchema[]): string[] =>
  fields.flatMap((f) => [...(f.vModel ? [f.vModel as string] : []), ...vModels((f.children ?? []) as FieldSchema[])]);

describe('name languages of the administration forms', () => {
  it('puts the Traditional Chinese and English names right after the name, and sends them with a listed body', async () => {
    const sets = await Promise.all([menuScreens, permissionScreens, systemScreens].map(loadScreenSet));
    const form = (id: string) => sets.map((s) => s.form(id)).find(Boolean) as FormSchema;
    for (const id of FORMS) {
      const schema = form(id);
      const names = vModels(schema.fields);
      const at = names.indexOf('fullName');
      expect(names.slice(at, at + 3), id).toEqual(['fullName', 'fullNameZhtw', 'fullNameEn']);
      const calls = Array.isArray(schema.api.save) ? schema.api.save : [schema.api.save];
      for (const call of calls) {
        const body = (call as { body?: Record<string, unknown> }).body;
        if (body) expect(body, id).toMatchObject({ fullNameZhtw: '{{values.fullNameZhtw}}', fullNameEn: '{{values.fullNameEn}}' });
      }
    }
  });

  it('leaves the JSON modules as they are (each load gets its own copy)', async () => {
    const mod = await import('../../../business-screens/menu/button/form.json');
    expect(vModels((mod.default as unknown as FormSchema).fields)).not.toContain('fullNameEn');
  });
});
