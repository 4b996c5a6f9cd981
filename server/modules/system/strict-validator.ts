import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

const strictAjv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false, strict: false });

/**
 * A route-level validator compiler that coerces nothing. The app's `coerceTypes: 'array'` suits
 * query strings but would accept `"44"` for a `string[][]` body as `[["44"]]`; routes whose body
 * shape matters use this one, so a wrong shape is a 400 instead of a silently reshaped request.
 */
export const strictValidator: FastifySchemaCompiler<unknown> = ({ schema }) => strictAjv.compile(schema as object);
