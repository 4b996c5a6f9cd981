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

  return (
    <Col span={schema.span ?? 24} id={fieldItemDomId(idPrefix, vModel)} data-field={vModel}>
      <Form.Item
        label={pickText(schema.label, lang) || undefined}
        htmlFor={id}
        required={field.required}
        validateStatus={errors.length > 0 ? 'error' : undefined}
        help={errors.length > 0 ? errors[0] : undefined}
        extra={tip || undefined}
      >
        <FieldContext.Provider value={field}>
          {Bound ? <Bound field={schema} id={id} /> : <Unsupported jnpfKey={schema.jnpfKey} />}
        </FieldContext.Provider>
      </Form.Item>
    </Col>
  );
});
