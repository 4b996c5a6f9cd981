import type { Model } from '../../../../schemas/model';
import type { PublishedDesign } from '../../../../schemas/model/published';
import { modelFile, resourceFile, tableFile, type ModuleChild, type ModuleNames } from './module-files';
import { moduleForm, moduleList } from './pages';
import { testFile } from './test-file';

/**
 * Code generation (issue 17): a compiled design becomes a module of this repository's own shape — its model,
 * its Drizzle table, its resource with a hooks object for business rules, its list and form pages, a README
 * and the standard API test — to drop into models/, server/, business-screens/ and tests/. Each sub-table is a
 * child model and table of its own, saved with the record by the engine (the resource's `children`,
 * server/resource/children.ts). Pure: no database.
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
  /** Sub-tables of the design, each generated as a child model and table saved with the record. */
  subTables: string[];
  /** Required fields the generated test could not give a value (a reference): fill them in by hand. */
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

/** A sub-table's model in the module: named after the module and the sub-table, its routes under the module's (not mounted). */
function childModel(child: Model, main: Model, area: string, name: string): Model {
  const { name: _published, table: _table, routes: _routes, ...rest } = child;
  void _published;
  void _table;
  void _routes;
  return { name, table: `${snake(area)}_${snake(name)}`.slice(0, 60), ...rest, routes: { base: `${main.routes.base}/${name}` }, access: main.access };
}

const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

function readme(model: Model, names: ModuleNames, children: ModuleChild[], unsampled: string[]): string {
  const tables = [names, ...children.map((c) => c.names)].map((n) => `\`server/modules/${n.area}/${n.name}.table.ts\``).join(', ');
  const lines = [
    `# ${model.label.zh} (${model.label.en})`,
    '',
    `A module generated from a design; its routes are under \`${model.routes.base}\`. To put it in service:`,
    '',
    `1. \`models/${names.area}/${names.name}.ts\`: add \`${names.model}\` to the area's model list (so to \`models/index.ts\`).`,
    `2. ${tables}: re-export from \`server/db/schema.ts\`, then \`npm run db:generate\`.`,
    `3. \`server/modules/${names.area}/${names.name}.ts\`: add \`${names.resource}\` to the area's \`resourceRoutes\` call; the menu \`${model.access.menu}\` and its buttons go in the area's seed.`,
    `4. \`business-screens/${names.area}/${names.name}/list.json\` and \`form.json\`: register them in the area's screens (\`${names.area}.${names.name}.list\`, \`${names.area}.${names.name}.form\`).`,
    `5. \`tests/api/${names.area}-${names.name}.test.ts\`: \`npx vitest run tests/api/${names.area}-${names.name}.test.ts\`.`,
  ];
  if (children.length) {
    lines.push('', `Sub-tables: ${children.map((c) => `${c.key} (\`models/${c.names.area}/${c.names.name}.ts\`)`).join(', ')}: child models saved with the record in one transaction (the resource's \`children\`), in its detail and its change history.`);
  }
  if (unsampled.length) lines.push('', `The test has no value for the required fields ${unsampled.join(', ')}: add one by hand.`);
  return `${lines.join('\n')}\n`;
}

export function generateModule(published: PublishedDesign, options: GenerateOptions): GeneratedModule {
  const { area, name } = options;
  if (!NAME_PATTERN.test(area) || !NAME_PATTERN.test(name)) throw new Error(`not a module name: ${area}/${name}`);
  const model = moduleModel(published, area, name);
  const names: ModuleNames = { area, name, model: `${name}Model`, table: `${name}Table`, resource: `${name}Resource` };
  const ids = { list: `${area}.${name}.list`, form: `${area}.${name}.form` };
  const children: ModuleChild[] = published.children.map((c) => {
    const childName = `${name}${capital(c.vModel)}`;
    return {
      key: c.vModel,
      model: childModel(c.model, model, area, childName),
      names: { area, name: childName, model: `${childName}Model`, table: `${childName}Table`, resource: '' },
    };
  });
  const form = moduleForm(published, model, ids);
  const list = moduleList(published, model, ids);
  const origin = options.origin ?? `generated from the design ${published.modelId}`;
  const test = testFile(model, names, children);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return {
    subTables: children.map((c) => c.key),
    unsampled: test.unsampled,
    files: [
      { path: `models/${area}/${name}.ts`, content: modelFile(model, names, origin) },
      ...children.map((c) => ({ path: `models/${area}/${c.names.name}.ts`, content: modelFile(c.model, c.names, `the sub-table ${c.key} of ${names.model}, ${origin}`) })),
      { path: `server/modules/${area}/${name}.table.ts`, content: tableFile(model, names) },
      ...children.map((c) => ({ path: `server/modules/${area}/${c.names.name}.table.ts`, content: tableFile(c.model, c.names, true) })),
      { path: `server/modules/${area}/${name}.ts`, content: resourceFile(model, names, children) },
      { path: `business-screens/${area}/${name}/list.json`, content: json(list) },
      { path: `business-screens/${area}/${name}/form.json`, content: json(form) },
      { path: `business-screens/${area}/${name}/README.md`, content: readme(model, names, children, test.unsampled) },
      { path: `tests/api/${area}-${name}.test.ts`, content: test.content },
    ],
  };
}
