import { memo, useCallback, useDeferredValue, useRef } from 'react';
import Form from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { propsValidator as validator } from './rjsf-validator';
import { PANEL_TEMPLATES } from './rjsf-templates';
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

interface RjsfPropsProps {
  /** The ids of the boxes start with it: each kept form (WidgetPropsForms) has its own. */
  idPrefix: string;
  schema: RJSFSchema;
  values: Props;
  onChange: (event: IChangeEvent<Props>, id?: string) => void;
}

/** rjsf itself, re-rendered only when its values really change (typing a formula or a placeholder leaves it alone). */
const RjsfProps = memo(function RjsfProps({ idPrefix, schema, values, onChange }: RjsfPropsProps) {
  return (
    <Form idPrefix={idPrefix} schema={schema} uiSchema={UI_SCHEMA} formData={values} validator={validator} templates={PANEL_TEMPLATES} onChange={onChange} showErrorList={false} noHtml5Validate />
  );
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
      <RjsfProps idPrefix={`props-${widget.key}`} schema={schemaOf(widget)} values={shown.current} onChange={onChange} />
    </div>
  );
});

/** How many widget kinds keep their props form for the next field of their kind. */
const KEPT_KINDS = 8;

/**
 * The props form of the selected field's widget, and those of the kinds selected last kept mounted and
 * hidden for the next field of their kind: rjsf mounts a form in tens of milliseconds (the bulk of
 * selecting a field), showing a kept one with another field's values is a re-render. Only the selected
 * field's kind is shown; the hidden ones keep the values they had and edit nothing. Nothing is shown for
 * a widget without props of its own (`hasOwnProps`). Hidden by the `hidden` attribute, not React's
 * Activity: a form revealed by Activity gets componentDidMount instead of componentDidUpdate, and rjsf
 * takes new values in componentDidUpdate only.
 *
 * Another field selected, the forms follow in a deferred render (useDeferredValue), after the panel
 * with the field's label and key has painted; until then the previous form stays, dimmed and inert
 * (aria-busy), so nothing can be typed into it. Edits of the same field render at once, as typed.
 */
export function WidgetPropsForms(selected: WidgetPropsFormProps) {
  const kept = useRef(new Map<string, WidgetPropsFormProps>()).current;
  const shown = useRef<string | null>(null);
  // `edit` is one object per selected field (useFieldEdit): it changes exactly when another field is selected.
  const pending = useDeferredValue(selected.edit) !== selected.edit;
  if (!pending) {
    const key = selected.widget.key;
    shown.current = hasOwnProps(selected.widget) ? key : null;
    if (shown.current !== null) {
      kept.delete(key);
      kept.set(key, selected);
      // A Map iterates in insertion order: the first keys are the kinds selected longest ago.
      for (const old of kept.keys()) if (kept.size > KEPT_KINDS) kept.delete(old);
    }
  }
  return (
    <div className={pending ? 'designer-props-pending' : undefined} inert={pending} aria-busy={pending || undefined}>
      {/* In a stable order (by key), so showing another kind moves no DOM. */}
      {[...kept.keys()].sort().map((kind) => (
        <div key={kind} hidden={kind !== shown.current}>
          <WidgetPropsForm {...(kept.get(kind) as WidgetPropsFormProps)} />
        </div>
      ))}
    </div>
  );
}
