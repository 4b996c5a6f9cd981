import { Type } from '@sinclair/typebox';
import { NameI18nBody } from '../../core/local-name';

/**
 * Request shapes shared by the menu routes. A string out of a fixed set is an `enum` (not a union
 * of literals), so ajv names every allowed value in its message.
 */
export const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** 1 on, 0 off (switches may send true/false: ajv coerces them). */
export const Flag = (description?: string) =>
  Type.Optional(Type.Unsafe<number>({ type: 'integer', enum: [0, 1], ...(description ? { description } : {}) }));

/** Optional free text; null or '' clears it. */
export const TextIn = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength, ...(description ? { description } : {}) }), Type.Null()]));

export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Id });
export const ModuleParams = Type.Object({ moduleId: Id });

export const Category = OneOf(['Web', 'App'] as const, 'Web or App');

/** Name (zh, and the other languages) and code as every menu and item form has them; the code has no blanks. */
export const NameAndCode = {
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  ...NameI18nBody,
  enCode: Type.String({ minLength: 1, maxLength: 50, pattern: '^\\S+$' }),
};

export const SortAndState = {
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
  enabledMark: Flag('1 enabled, 0 disabled'),
};
