import type { Model } from '../../../../schemas/model';
import type { PublishedDesign } from '../../../../schemas/model/published';
import { modelFile, resourceFile, tableFile, type ModuleNames } from './module-files';
import { moduleForm, moduleList } from './pages';
import { testFile } from './test-file';

/**
 * Code generation (issue 17): a compiled design becomes a module of this repository's own shape — its model,
 * its Drizzle table, its resource with a hooks object for business rules, its list and form pages, a README
 * and the standard API test — to drop into models/, server/, business-screens/ and tests/. Pure: no database.
 */

export interface GeneratedFile {
  /** Repository-relative path, '/'-separated. */
  path: string;
  content: string;
}

export interface GenerateOptions {
  /** The area folder (models/<area>, server/modules/<area>, business-screens/<area>). */
  area: string;
  /** The module's name: model name, file names, routes under /api/<area>/<name>. */
  name: string;
  /** A line saying where the module came from (the design's name and id). */
  origin?: string;
}

export interface GeneratedModule {
  files: GeneratedFile[];
  /** Sub-tables of the design the module leaves out. */
  subTables: string[];
  /** Required fields the generated test could not give a value (a reference, a dictionary item): fill them in by hand. */
  unsampled: string[];
}

/** camelCase of a JNPF class or module name ("SupplierContact", "supplier_contact" → "supplierContact"). */
export function camelName(raw: string): string {
  const words = raw.trim().split(/[^A-Za-z0-9]+/).filter(Boolean);
  const joined = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  return joined ? joined[0].toLowerCase() + joined.slice(1) : '';
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const NAME_PATTERN = /^[a-z][a-zA-Z0-9]{0,39}$/;

/** The model of the module: the published one under the module's name, table and routes. */
export function moduleModel(published: PublishedDesign, area: string, name: string): Model {
  const { name: _published, table: _table, label, routes, ...rest } = published.model;
  void _published;
  void _table;
  return {
    name,
    table: `${snake(area)}_${snake(name)}`.slice(0, 60),
    label,
    routes: { base: `/api/${area}/${name}`, ...(routes.save ? { save: routes.save } : {}) },
    ...rest,
  };
}

function readme(model: Model, names: ModuleNames, subTables: string[], unsampled: string[]): string {
  const lines = [
    `# ${model.label.zh} (${model.label.en})`,
    '',
    `A module generated from a design; its routes are under \`${model.routes.base}\`. To put it in service:`,
    '',
    `1. \`models/${names.area}/${names.name}.ts\`: add \`${names.model}\` to the area's model list (so to \`models/index.ts\`).`,
    `2. \`server/modules/${names.area}/${names.name}.table.ts\`: re-export from \`server/db/schema.ts\`, then \`npm run db:generate\`.`,
    `3. \`server/modules/${names.area}/${names.name}.ts\`: add \`${names.resource}\` to the area's \`resourceRoutes\` call; the menu \`${model.access.menu}\` and its buttons go in the area's seed.`,
    `4. \`business-screens/${names.area}/${names.name}/list.json\` and \`form.json\`: register them in the area's screens (\`${names.area}.${names.name}.list\`, \`${names.area}.${names.name}.form\`).`,
    `5. \`tests/api/${names.area}-${names.name}.test.ts\`: \`npx vitest run tests/api/${names.area}-${names.name}.test.ts\`.`,
  ];
  if (subTables.length) lines.push('', `Sub-tables left out: ${subTables.join(', ')} (child models written by an afterSave hook).`);
  if (unsampled.length) lines.push('', `The test has no value for the required fields ${unsampled.join(', ')}: add one by hand.`);
  return `${lines.join('\n')}\n`;
}

export function generateModule(published: PublishedDesign, options: GenerateOptions): GeneratedModule {
  const { area, name } = options;
  if (!NAME_PATTERN.test(area) || !NAME_PATTERN.test(name)) throw new Error(`not a module name: ${area}/${name}`);
  const model = moduleModel(published, area, name);
  const names: ModuleNames = { area, name, model: `${name}Model`, table: `${name}Table`, resource: `${name}Resource` };
  const ids = { list: `${area}.${name}.list`, form: `${area}.${name}.form` };
  const { form, subTables } = moduleForm(published, model, ids);
  const list = moduleList(published, model, ids);
  const origin = options.origin ?? `generated from the design ${published.modelId}`;
  const test = testFile(model, names);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    subTables,
    unsampled: test.unsampled,
    files: [
      { path: `models/${area}/${name}.ts`, content: modelFile(model, names, origin, subTables) },
      { path: `server/modules/${area}/${name}.table.ts`, content: tableFile(model, names) },
      { path: `server/modules/${area}/${name}.ts`, content: resourceFile(model, names, subTables) },
      { path: `business-screens/${area}/${name}/list.json`, content: json(list) },
      { path: `business-screens/${area}/${name}/form.json`, content: json(form) },
      { path: `business-screens/${area}/${name}/README.md`, content: readme(model, names, subTables, test.unsampled) },
      { path: `tests/api/${area}-${name}.test.ts`, content: test.content },
    ],
  };
}
