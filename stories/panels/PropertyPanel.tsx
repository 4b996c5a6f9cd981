import { memo, useCallback, useMemo } from 'react';
import Form from '@rjsf/antd';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import type { WidgetDefinition } from '../../widgets';

export type WidgetPropsValue = Record<string, unknown>;

export interface PropertyPanelProps {
  widget: WidgetDefinition;
  /** The field's `props` being edited. */
  value: WidgetPropsValue;
  onChange(next: WidgetPropsValue): void;
}

// The designer applies every change at once: no submit button, errors shown while editing.
const UI_SCHEMA: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

/**
 * The designer's property panel of one field: the widget's `propsSchema` (JSON Schema) rendered by
 * @rjsf with the antd theme. Kept free of story code so the designer can take it over as it is.
 */
export const PropertyPanel = memo(function PropertyPanel({ widget, value, onChange }: PropertyPanelProps) {
  // rjsf's schema type is wider than ours; propsSchema is a JSON Schema object by contract.
  const schema = useMemo(() => ({ ...widget.propsSchema, title: undefined }) as RJSFSchema, [widget.propsSchema]);
  const handleChange = useCallback((event: IChangeEvent<WidgetPropsValue>) => onChange(event.formData ?? {}), [onChange]);
  return (
    <div className="property-panel" data-testid="property-panel" data-widget={widget.key}>
      <Form
        schema={schema}
        uiSchema={UI_SCHEMA}
        formData={value}
        validator={validator}
        onChange={handleChange}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
      />
    </div>
  );
});
