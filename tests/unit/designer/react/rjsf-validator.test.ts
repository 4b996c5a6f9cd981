import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { misfit, propsValidator } from '../../../../designer/react/panel/rjsf-validator';
import { WIDGETS } from '../../../../widgets/registry';
import { localTextProp } from '../../../../widgets/common/propsSchema';

describe('the property panel validator (no compiled code: the CSP forbids it)', () => {
  it('tells which branch of a three-language text a value takes', () => {
    const text = localTextProp('占位提示') as RJSFSchema;
    const [plain, languages] = text.anyOf as RJSFSchema[];
    expect(propsValidator.isValid(plain, '请输入', text)).toBe(true);
    expect(propsValidator.isValid(languages, '请输入', text)).toBe(false);
    expect(propsValidator.isValid(languages, { zh: '请输入', en: 'Type' }, text)).toBe(true);
    expect(propsValidator.isValid(languages, { en: 'Type' }, text)).toBe(false);
  });

  it('checks types, choices and bounds, and reports the property at fault', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        precision: { type: 'integer', minimum: 0, maximum: 10 },
        size: { oneOf: [{ const: 'small' }, { const: 'large' }] },
        tags: { type: 'array', items: { type: 'string', maxLength: 2 } },
      },
    };
    expect(misfit(schema, { precision: 2, size: 'small', tags: ['ab'] })).toBeNull();
    expect(misfit(schema, { precision: 11 })).toBe('precision must be <= 10');
    expect(misfit(schema, { precision: 1.5 })).toBe('precision must be integer');
    expect(misfit(schema, { size: 'medium' })).toBe('size must match exactly one of the forms');
    expect(misfit(schema, { tags: ['abc'] })).toBe('tags must have at most 2 characters');
    const { errors, errorSchema } = propsValidator.validateFormData({ precision: -1, size: 'large' }, schema);
    expect(errors.map((e) => e.property)).toEqual(['.precision']);
    expect(errorSchema).toEqual({ precision: { __errors: ['must be >= 0'] } });
  });

  it('accepts every widget’s defaults against its own propsSchema (a new field has not chosen its required ones yet)', () => {
    for (const widget of Object.values(WIDGETS)) {
      const schema = { ...widget.propsSchema, required: [] } as RJSFSchema;
      expect([widget.key, misfit(schema, widget.defaults)]).toEqual([widget.key, null]);
    }
  });
});
