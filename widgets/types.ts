import type { ComponentType } from 'react';
import type { FieldSchema } from '../schemas/types';
import type { LocalText } from '../schemas/text';

/** What a widget's value is on the wire. Amounts are fixed-decimal strings, never floats. */
export type ValueType = 'string' | 'number' | 'decimal' | 'boolean' | 'date' | 'array' | 'object' | 'none';

/** The editing component's props. The runtime binds them to a formily field; stories pass them directly. */
export interface WidgetProps<V = unknown> {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** Validation of inputs runs on blur (docs/product.md#form-behaviour). */
  onBlur?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** Shows the field as invalid. */
  status?: 'error' | 'warning';
  /** The schema entry: label, props (the widget's own properties), options source. */
  field: FieldSchema;
  /** DOM id of the input (label `htmlFor`). */
  id?: string;
}

/** The read-only component (detail pages, list cells). */
export interface DisplayProps<V = unknown> {
  value: V | undefined;
  field: FieldSchema;
  /** Rendered inside a list cell (compact: no wrapping blocks). */
  inCell?: boolean;
}

/** JSON Schema of a widget's designer properties (draft 7 subset, rendered by @rjsf in the designer). */
export type PropsSchema = {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  additionalProperties?: boolean;
};

/**
 * How a widget's editing box looks at rest, for widgets that are one plain input box: the text it shows
 * for a value and its placeholder. A sub-table paints such cells as this text until the cell is hovered
 * or focused (widgets/table/Face.tsx).
 */
export interface BoxFace<V = unknown> {
  text: (value: V | undefined) => string;
  placeholder?: LocalText;
  /** What the widget shows under its box (an amount's 大写 line). */
  After?: ComponentType<{ value: V | undefined }>;
}

/** One designer field type (docs/architecture.md#widgets). */
export interface WidgetDefinition<V = any> {
  key: string;
  label: LocalText;
  group: 'basic' | 'advanced' | 'system' | 'layout';
  valueType: ValueType;
  propsSchema: PropsSchema;
  /** Default designer properties. */
  defaults: Record<string, unknown>;
  /** When the form validates it: inputs on blur, pickers on change. */
  trigger: 'blur' | 'change';
  /** Whether the widget reads `field.options`. */
  hasOptions?: boolean;
  Component: ComponentType<WidgetProps<V>>;
  Display: ComponentType<DisplayProps<V>>;
  /** The box at rest under the field's props; null when those props add more than text to the box. */
  boxFace?: (field: FieldSchema) => BoxFace<V> | null;
}
