import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { isDeepStrictEqual } from '../../core/equal';

/**
 * An @rjsf validator that compiles nothing. @rjsf/validator-ajv8 compiles each schema with `new Function`, which the
 * app's Content-Security-Policy (`script-src 'self'`) refuses. The property panel needs a validator for two things:
 * choosing the branch of an anyOf / oneOf that a value matches (a text in one language or three), and telling the
 * designer when a typed property does not fit its schema. The widgets' propsSchemas use a small part of JSON Schema
 * (widgets/common/propsSchema.ts: type, const, enum, bounds, lengths, required, properties, items, anyOf, oneOf), and
 * that part is checked here by walking the schema.
 */

type Schema = RJSFSchema | boolean | undefined;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeFits(type: string, value: unknown): boolean {
  switch (type) {
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'object': return isObject(value);
    case 'array': return Array.isArray(value);
    case 'null': return value === null;
    default: return typeof value === type;
  }
}

/** The first reason `value` does not fit `schema`, or null. */
export function misfit(schema: Schema, value: unknown): string | null {
  if (schema === undefined || schema === true) return null;
  if (schema === false) return 'not allowed';
  if ('const' in schema && !isDeepStrictEqual(schema.const, value)) return `must be ${JSON.stringify(schema.const)}`;
  if (schema.enum && !schema.enum.some((e) => isDeepStrictEqual(e, value))) return 'must be one of the listed values';
  if (schema.type) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((t) => typeFits(t, value))) return `must be ${types.join(' or ')}`;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return `must be >= ${schema.minimum}`;
    if (schema.maximum !== undefined && value > schema.maximum) return `must be <= ${schema.maximum}`;
  }
  if (typeof value === 'string') {
    const length = Array.from(value).length;
    if (schema.minLength !== undefined && length < schema.minLength) return `must have at least ${schema.minLength} characters`;
    if (schema.maxLength !== undefined && length > schema.maxLength) return `must have at most ${schema.maxLength} characters`;
  }
  if (isObject(value)) {
    const missing = (schema.required ?? []).find((k) => !(k in value));
    if (missing) return `must have ${missing}`;
    for (const [key, sub] of Object.entries(schema.properties ?? {})) {
      if (key in value && value[key] !== undefined) {
        const reason = misfit(sub as Schema, value[key]);
        if (reason) return `${key} ${reason}`;
      }
    }
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    for (const item of value) {
      const reason = misfit(schema.items as RJSFSchema, item);
      if (reason) return reason;
    }
  }
  if (schema.anyOf && !schema.anyOf.some((s) => misfit(s as Schema, value) === null)) return 'must match one of the forms';
  if (schema.oneOf && schema.oneOf.filter((s) => misfit(s as Schema, value) === null).length !== 1) return 'must match exactly one of the forms';
  if (schema.allOf) for (const s of schema.allOf) { const reason = misfit(s as Schema, value); if (reason) return reason; }
  return null;
}

function errorsOf(schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  if (!isObject(formData)) {
    const reason = formData === undefined ? null : misfit(schema, formData);
    return reason ? [{ property: '.', message: reason, stack: reason }] : [];
  }
  return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => {
    const value = formData[key];
    const reason = value === undefined ? null : misfit(sub as Schema, value);
    return reason ? [{ property: `.${key}`, name: key, message: reason, stack: `${key} ${reason}` }] : [];
  });
}

export const propsValidator: ValidatorType = {
  validateFormData(formData, schema) {
    const errors = errorsOf(schema, formData);
    const errorSchema = Object.fromEntries(errors.filter((e) => e.name).map((e) => [e.name!, { __errors: [e.message!] }]));
    return { errors, errorSchema: errorSchema as never };
  },
  isValid: (schema, formData) => misfit(schema, formData) === null,
  rawValidation(schema, formData) {
    const errors = errorsOf(schema, formData);
    return { errors: errors as never[], validationError: undefined };
  },
};
