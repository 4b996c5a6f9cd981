import type { ComponentType } from 'react';
import type { Field } from '@formily/core';
import { connect, mapProps } from '@formily/react';
import type { FieldSchema } from '../../../schemas';
import type { WidgetProps } from '../../../widgets/types';

/** What the layout passes to a bound widget; value, events and state come from the formily field. */
export interface BoundWidgetProps {
  field: FieldSchema;
  id: string;
}

/**
 * The formily field's state as widget props. Runs inside an observer, so the widget re-renders when
 * (and only when) its own field's value, pattern or errors change: a keystroke re-renders one field.
 */
function fieldState(_props: object, field: Field): Partial<WidgetProps> {
  return {
    value: field.value,
    onChange: (value: unknown) => {
      void field.onInput(value);
    },
    onBlur: () => {
      void field.onBlur();
    },
    disabled: field.disabled,
    readOnly: field.readOnly,
    status: field.selfErrors.length > 0 ? 'error' : undefined,
  };
}

const bound = new WeakMap<ComponentType<WidgetProps>, ComponentType<BoundWidgetProps>>();

/** The widget component connected to the field of the nearest formily FieldContext (cached per widget). */
export function bindWidget(Component: ComponentType<WidgetProps>): ComponentType<BoundWidgetProps> {
  let Bound = bound.get(Component);
  if (!Bound) {
    Bound = connect(Component, mapProps(fieldState as never)) as unknown as ComponentType<BoundWidgetProps>;
    bound.set(Component, Bound);
  }
  return Bound;
}
