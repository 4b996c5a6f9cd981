import type { Form } from '@formily/core';
import { observable, reaction } from '@formily/reactive';
import type { FormScope } from '../../../widgets/form-scope';

const RELATED = '$related.';

/**
 * The form scope widgets see (widgets/form-scope.tsx) over a formily form: values are read from the
 * form's observable values, so a subscription fires only when the path it reads changes. Records loaded
 * by relation fields live beside the values (never submitted).
 */
export function createFormilyScope(form: Form): FormScope {
  const related = observable.shallow<Record<string, Record<string, unknown> | null>>({});

  const read = (path: string): unknown => {
    if (path.startsWith(RELATED)) return related[path.slice(RELATED.length)];
    const dot = path.indexOf('.');
    if (dot < 0) return form.values[path];
    const rows: unknown = form.values[path.slice(0, dot)];
    const column = path.slice(dot + 1);
    return Array.isArray(rows) ? rows.map((row) => (row as Record<string, unknown> | null)?.[column]) : undefined;
  };

  return {
    get: read,
    // A column read is a fresh array each time: compare it by content, not identity.
    subscribe: (path, listener) =>
      reaction(() => (path.includes('.') && !path.startsWith(RELATED) ? JSON.stringify(read(path)) : read(path)), listener),
    setRelated: (vModel, record) => {
      related[vModel] = record;
    },
  };
}
