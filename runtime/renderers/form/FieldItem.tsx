import type { Field } from '@formily/core';
import { FieldContext, observer, useForm } from '@formily/react';
import { Col, Form } from 'antd';
import type { FieldSchema } from '../../../schemas';
import { pickText } from '../../../schemas/text';
import { widgetFor } from '../../../widgets/registry';
import { bindWidget } from './bindWidget';
import { fieldDomId, fieldItemDomId, useLayout } from './layoutContext';
import { Unsupported } from './Unsupported';

/**
 * Containment: a keystroke's relayout and repaint stay inside its field, and fields scrolled out of view
 * are not laid out or painted at all (a 200-field form costs what its visible part costs).
 */
const FIELD_STYLE = { contain: 'content', contentVisibility: 'auto', containIntrinsicSize: 'auto 56px' } as const;

const titledSchemas = new WeakMap<FieldSchema, FieldSchema>();

/** The schema of a sub-table showing its own title (cached: the bound widget is memoised on it). */
function withTitle(schema: FieldSchema): FieldSchema {
  let titled = titledSchemas.get(schema);
  if (!titled) {
    titled = { ...schema, props: { showTitle: true, ...schema.props } };
    titledSchemas.set(schema, titled);
  }
  return titled;
}

/**
 * One value field in its grid column: label, required star, the bound widget, the error under it and
 * the tip. An observer of the field's display, required flag and errors only; the value is the bound
 * widget's business, so typing does not re-render this frame.
 */
export const FieldItem = observer(function FieldItem({ schema }: { schema: FieldSchema }) {
  const form = useForm();
  const { idPrefix, lang } = useLayout();
  const vModel = schema.vModel as string;
  const field = form.fields[vModel] as Field | undefined;
  if (!field || field.display !== 'visible') return null;

  const widget = widgetFor(schema.jnpfKey);
  const Bound = widget ? bindWidget(widget.Component) : null;
  const id = fieldDomId(idPrefix, vModel);
  const errors = field.selfErrors as string[];
  const tip = pickText(schema.tip, lang);
  // A sub-table spans the whole row under its own title (as JNPF shows it), not beside a label.
  const titled = schema.jnpfKey === 'table';

  return (
    <Col span={schema.span ?? 24} id={fieldItemDomId(idPrefix, vModel)} data-field={vModel} style={FIELD_STYLE}>
      <Form.Item
        label={titled ? undefined : pickText(schema.label, lang) || undefined}
        htmlFor={id}
        required={field.required}
        validateStatus={errors.length > 0 ? 'error' : undefined}
        help={errors.length > 0 ? errors[0] : undefined}
        extra={tip || undefined}
      >
        <FieldContext.Provider value={field}>
          {Bound ? <Bound field={titled ? withTitle(schema) : schema} id={id} /> : <Unsupported jnpfKey={schema.jnpfKey} />}
        </FieldContext.Provider>
      </Form.Item>
    </Col>
  );
});
