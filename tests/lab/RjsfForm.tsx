import { useEffect, useMemo, useRef, useState } from 'react';
import Form from '@rjsf/antd';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldSchema, FormSchema } from '../../schemas';
import { pickText } from '../../schemas/text';
import { recomputeCalculated } from '../../schemas/formula';

/** The same form as JSON Schema for @rjsf/core (antd theme): the comparison of the keystroke bench. */
function propertyOf(field: FieldSchema): RJSFSchema {
  const title = pickText(field.label, 'zh');
  switch (field.jnpfKey) {
    case 'numInput':
      return { type: 'number', title };
    case 'calculate':
      return { type: 'string', title, readOnly: true };
    case 'table':
      return {
        type: 'array',
        title,
        items: { type: 'object', properties: Object.fromEntries((field.children ?? []).map((c) => [c.vModel as string, propertyOf(c)])) },
      };
    default:
      return { type: 'string', title };
  }
}

export function toJsonSchema(schema: FormSchema): RJSFSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(schema.fields.filter((f) => f.vModel).map((f) => [f.vModel as string, propertyOf(f)])),
  };
}

const UI: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

/** rjsf holds the whole form's data in one state: calculated fields recompute 500 ms after a change, like ours. */
export function RjsfForm({ schema, values }: { schema: FormSchema; values?: Record<string, unknown> }) {
  const jsonSchema = useMemo(() => toJsonSchema(schema), [schema]);
  const [data, setData] = useState<Record<string, unknown>>(() => recomputeCalculated(schema.fields, values ?? {}));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    window.__ready = true;
  }, []);
  return (
    <div style={{ padding: 16 }} data-testid="lab-rjsf">
      <Form
        schema={jsonSchema}
        uiSchema={UI}
        formData={data}
        validator={validator}
        onChange={(event) => {
          const next = event.formData as Record<string, unknown>;
          setData(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setData(recomputeCalculated(schema.fields, next)), 500);
        }}
      />
    </div>
  );
}
