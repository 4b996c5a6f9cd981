import type { JnpfField } from './source';
import { num, text } from './source';

const VMODEL = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * What one import run shares: the warnings, the designer's id counter (for palette objects that
 * have no `formId` yet) and the vModels taken per scope (the form, each sub-table).
 */
export class ImportContext {
  readonly warnings: string[] = [];
  private nextId: number;

  constructor(idGlobal = 100) {
    this.nextId = idGlobal;
  }

  warn(where: string, message: string): void {
    this.warnings.push(where ? `${where}: ${message}` : message);
  }

  /** JNPF `createIdAndKey`: ++idGlobal. Kept above every formId seen, so generated ids never clash. */
  allocateId(): number {
    this.nextId += 1;
    return this.nextId;
  }

  seeId(id: number): void {
    if (id > this.nextId) this.nextId = id;
  }
}

/** The vModels of one scope: a duplicate or an unusable name is renamed (and reported). */
export class VModelScope {
  private readonly taken = new Set<string>();

  claim(wanted: string, where: string, context: ImportContext): string {
    let name = wanted;
    if (!VMODEL.test(name)) {
      name = name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, '_');
      context.warn(where, `vModel '${wanted}' is not a plain name: using '${name}'`);
    }
    if (this.taken.has(name)) {
      let n = 2;
      while (this.taken.has(`${name}_${n}`)) n += 1;
      context.warn(where, `vModel '${name}' is used twice in one scope: using '${name}_${n}'`);
      name = `${name}_${n}`;
    }
    this.taken.add(name);
    return name;
  }
}

/** Where a field is converted: the run, the vModel scope, and the sub-table it is a column of. */
export interface FieldImport {
  context: ImportContext;
  scope: VModelScope;
  /** vModels of the source form (sub-table columns as `table.column`), for formula references. */
  known?: ReadonlySet<string>;
  /** vModel of the enclosing sub-table. */
  table?: string;
}

/** How a field is named in warnings: its label (or key) and formId. */
export function describeField(field: JnpfField): string {
  const config = field.__config__;
  const name = text(config.label) ?? text(config.jnpfKey) ?? 'field';
  const id = num(config.formId);
  return id === undefined ? name : `${name} (formId ${id})`;
}
