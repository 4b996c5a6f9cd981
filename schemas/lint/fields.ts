import type { FieldSchema } from '../types';
import type { PageLint } from './context';

const CONDITIONS = ['visibleOn', 'disabledOn', 'requiredOn'] as const;

/**
 * The value names of one scope: fields with a vModel, found through layout containers (which hold
 * no value). A field with both a vModel and children (a sub-table) is one name of this scope; its
 * children form a scope of their own.
 */
export function scopeNames(fields: readonly FieldSchema[]): string[] {
  return fields.flatMap((field) => {
    if (field.vModel !== undefined) return [field.vModel];
    return field.children ? scopeNames(field.children) : [];
  });
}

/**
 * Widget keys, duplicate vModels (per scope) and the expressions of a field tree. Expressions may
 * read the fields of their scope, of the enclosing scopes (a sub-table's fields see the form's) and
 * the `context` names the runtime adds. `where` names the fields in messages ("a field of this form").
 */
export function lintFields(lint: PageLint, fields: readonly FieldSchema[], path: string, where: string, context: readonly string[]): void {
  lintScope(lint, fields, path, new Set(context), where);
}

function lintScope(lint: PageLint, fields: readonly FieldSchema[], path: string, outer: ReadonlySet<string>, where: string): void {
  const names = new Set([...outer, ...scopeNames(fields)]);
  const firstSeen = new Map<string, string>();

  const visit = (list: readonly FieldSchema[], base: string): void => {
    list.forEach((field, i) => {
      const at = `${base}/${i}`;
      lint.widgetKey(field.jnpfKey, `${at}/jnpfKey`);
      if (field.vModel !== undefined) {
        const first = firstSeen.get(field.vModel);
        if (first) lint.report(`${at}/vModel`, `duplicate vModel '${field.vModel}' (first at ${first})`);
        else firstSeen.set(field.vModel, `${at}/vModel`);
      }
      for (const key of CONDITIONS) {
        const source = field[key];
        if (source !== undefined) lint.expression(source, `${at}/${key}`, names, where);
      }
      const formula = field.props?.expression;
      if (field.jnpfKey === 'calculate' && typeof formula === 'string') lint.expression(formula, `${at}/props/expression`, names, where);
      if (!field.children) return;
      if (field.vModel === undefined) visit(field.children, `${at}/children`);
      else lintScope(lint, field.children, `${at}/children`, names, where);
    });
  };
  visit(fields, path);
}
