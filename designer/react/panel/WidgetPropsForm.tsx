import { memo, useCallback, useRef } from 'react';
import Form from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { propsValidator as validator } from './rjsf-validator';
import type { WidgetDefinition } from '../../../widgets/types';
import { isDeepStrictEqual } from '../../core/equal';
import type { FieldEdit } from './useFieldEdit';

type Props = Record<string, unknown>;

/** Props the panel edits with its own controls (placeholder in three languages, the formula pad). */
const OWN_CONTROLS = new Set(['placeholder', 'expression']);

// Every change applies at once: no submit button, no error list.
const UI_SCHEMA: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

/** The rjsf schema of a widget's props, built once per widget key (selecting a field must paint fast). */
const schemas = new Map<string, RJSFSchema>();
function schemaOf(widget: WidgetDefinition): RJSFSchema {
  let schema = schemas.get(widget.key);
  if (!schema) {
    const properties = Object.fromEntries(Object.entries(widget.propsSchema.properties).filter(([name]) => !OWN_CONTROLS.has(name)));
    schema = { ...widget.propsSchema, properties, title: undefined } as RJSFSchema;
    schemas.set(widget.key, schema);
  }
  return schema;
}

/** True when the widget has props besides the ones the panel edits itself. */
export function hasOwnProps(widget: WidgetDefinition): boolean {
  return Object.keys(widget.propsSchema.properties).some((name) => !OWN_CONTROLS.has(name));
}

/** The values rjsf shows: the field's props over the widget's defaults, without the panel's own controls. */
function valuesOf(widget: WidgetDefinition, props: Props | undefined): Props {
  return Object.fromEntries(Object.entries({ ...widget.defaults, ...props }).filter(([name]) => !OWN_CONTROLS.has(name)));
}

/** rjsf itself, re-rendered only when its values really change (typing a formula or a placeholder leaves it alone). */
const RjsfProps = memo(function RjsfProps({ schema, values, onChange }: { schema: RJSFSchema; values: Props; onChange: (event: IChangeEvent<Props>, id?: string) => void }) {
  return <Form schema={schema} uiSchema={UI_SCHEMA} formData={values} validator={validator} onChange={onChange} showErrorList={false} noHtml5Validate />;
});

export interface WidgetPropsFormProps {
  widget: WidgetDefinition;
  /** The field's `props` (defaults are shown where it has none). */
  props: Props | undefined;
  edit: FieldEdit;
}

/**
 * The widget's own properties (its propsSchema) through @rjsf with the antd theme. The values are the
 * field's props over the widget's defaults; a change writes only the props that changed, one step each
 * (typing in one box merges into one history step).
 */
export const WidgetPropsForm = memo(function WidgetPropsForm({ widget, props, edit }: WidgetPropsFormProps) {
  const next = valuesOf(widget, props);
  const shown = useRef(next);
  if (!isDeepStrictEqual(shown.current, next)) shown.current = next;
  const latest = useRef({ props, edit, widget });
  latest.current = { props, edit, widget };
  const onChange = useCallback((event: IChangeEvent<Props>, id?: string) => {
    // Reports without a field behind them (defaults rjsf derived on mount) are not the user's edits.
    if (id === undefined) return;
    const changed = event.formData ?? {};
    const { props: own, edit: step, widget: current } = latest.current;
    for (const [name, value] of Object.entries(changed)) {
      if (OWN_CONTROLS.has(name) || isDeepStrictEqual(value, shown.current[name])) continue;
      step.set(['props', name], value);
    }
    // A box emptied drops its prop; props the schema does not list (carried over from JNPF) are never touched.
    for (const name of Object.keys(own ?? {})) {
      if (!(name in changed) && name in current.propsSchema.properties && !OWN_CONTROLS.has(name)) step.set(['props', name], undefined);
    }
  }, []);
  return (
    <div onBlur={edit.seal} data-testid="widget-props" data-widget={widget.key}>
      <RjsfProps schema={schemaOf(widget)} values={shown.current} onChange={onChange} />
    </div>
  );
});
