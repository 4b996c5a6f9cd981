import { memo } from 'react';
import type { FieldSchema } from '../../../schemas/types';
import type { WidgetDefinition } from '../../../widgets/types';
import type { FieldEdit } from './useFieldEdit';

/**
 * Widgets whose own editing box is a sensible default-value editor: plain inputs and choices. Pickers
 * that look up users or departments, uploads, signatures, sub-tables, bill numbers, system and
 * calculated fields get no default (their value is the user's, the server's or the formula's).
 */
const WITH_DEFAULT: ReadonlySet<string> = new Set([
  'comInput', 'textarea', 'numInput', 'amount', 'select', 'radio', 'checkbox', 'treeSelect', 'cascader', 'date', 'time',
  'dateRange', 'timeRange', 'switch', 'rate', 'slider', 'colorPicker', 'numberRange', 'scanInput',
]);

export function takesDefault(widget: WidgetDefinition | undefined): widget is WidgetDefinition {
  return widget !== undefined && WITH_DEFAULT.has(widget.key);
}

/** The default value, edited with the widget's own Component (so it has the value's real shape). */
export const DefaultValueInput = memo(function DefaultValueInput({ widget, field, edit }: { widget: WidgetDefinition; field: FieldSchema; edit: FieldEdit }) {
  const { Component } = widget;
  return (
    <div onBlur={edit.seal} data-testid="default-value">
      <Component
        field={field}
        value={field.defaultValue}
        onChange={(value) => edit.set(['defaultValue'], value === null || value === '' ? undefined : value)}
        id={`designer-default-${field.formId ?? ''}`}
      />
    </div>
  );
});
