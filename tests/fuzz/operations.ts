import { Ajv, type ValidateFunction } from 'ajv';
import type { App } from '../../server/app';
import type { RouteAccess } from '../../server/core/route-access';

/** A JSON Schema fragment as the OpenAPI document shows it. */
export type Schema = Record<string, any>;

export interface Param { name: string; schema: Schema; required: boolean }

/** One route of the live table with the input schemas the server validates it by. */
export interface Operation {
  method: string;
  /** Fastify form: /api/x/:id */
  url: string;
  access: RouteAccess;
  path: Param[];
  query: Param[];
  body?: Schema;
  /** True when the schema refuses this input (as Fastify would, before the handler runs). */
  refuses(input: { params: Record<string, string>; query: Record<string, string | string[]>; body: unknown }): boolean;
}

// The app's validator options (server/app.ts): query strings and bodies are coerced the same way. Where a
// route uses the stricter compiler, this one is laxer, so "refused" here is still refused there.
const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, allErrors: false, strict: false, validateFormats: false });

function compile(schema: Schema | undefined): ValidateFunction | null {
  if (!schema) return null;
  try { return ajv.compile(schema); } catch { return null; }
}

/** OpenAPI lists a parameter with a default as required; Fastify fills the default, so it is not. */
const objectOf = (params: Param[]): Schema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  required: params.filter((p) => p.required && p.schema.default === undefined).map((p) => p.name),
});

/** A schema Ajv cannot compile counts as accepting everything: such a route is never sent a write it might take. */
function refuser(op: Pick<Operation, 'path' | 'query' | 'body'>): Operation['refuses'] {
  const params = compile(op.path.length ? objectOf(op.path) : undefined);
  const query = compile(op.query.length ? objectOf(op.query) : undefined);
  const body = compile(op.body);
  const copy = (v: unknown) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));
  return (input) => {
    if (params && !params(copy(input.params))) return true;
    if (query && !query(copy(input.query))) return true;
    if (body && input.body !== undefined && !body(copy(input.body))) return true;
    if (op.body && input.body === undefined && op.body.type === 'object') return true; // a required JSON body that is absent
    return false;
  };
}

/** Every route of `app.routeAccess` with its schemas from the OpenAPI document (`app.swagger()`). */
export function liveOperations(app: App): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, any>> };
  return app.routeAccess.map((r) => {
    const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()] ?? {};
    const parameters: Array<{ in: string; name: string; schema: Schema; required?: boolean }> = op.parameters ?? [];
    const toParam = (p: (typeof parameters)[number]): Param => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true });
    const path = parameters.filter((p) => p.in === 'path').map(toParam);
    // A path parameter the document does not describe still has to be filled.
    for (const name of r.url.match(/:(\w+)/g)?.map((m) => m.slice(1)) ?? []) {
      if (!path.some((p) => p.name === name)) path.push({ name, schema: { type: 'string' }, required: true });
    }
    const query = parameters.filter((p) => p.in === 'query').map(toParam);
    const body: Schema | undefined = op.requestBody?.content?.['application/json']?.schema;
    const base = { method: r.method, url: r.url, access: r.access, path, query, body };
    return { ...base, refuses: refuser(base) };
  });
}
