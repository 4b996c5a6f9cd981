import { useEffect, useMemo, useState } from 'react';
import { toJS } from '@formily/reactive';
import { Button } from 'antd';
import type { FormSchema } from '../../schemas';
import { recomputeCalculated } from '../../schemas/formula';
import { createSchemaForm } from '../../runtime/renderers/form/createSchemaForm';
import { FormLayout } from '../../runtime/renderers/form/FormLayout';

/** The form schema rendered by our runtime (formily + the widget registry); 提交 shows the submitted values. */
export function OursForm({ schema, values }: { schema: FormSchema; values?: Record<string, unknown> }) {
  const form = useMemo(() => createSchemaForm(schema, { values: values ?? null }), [schema, values]);
  const [submitted, setSubmitted] = useState<string>('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    window.__ready = true;
  }, []);

  const submit = async () => {
    try {
      await form.submit();
      setFailed(false);
      setSubmitted(JSON.stringify(recomputeCalculated(schema.fields, toJS(form.values) as Record<string, unknown>)));
    } catch {
      setFailed(true);
      setSubmitted('');
    }
  };

  return (
    <div style={{ padding: 16 }} data-testid="lab-ours">
      <FormLayout schema={schema} form={form} idPrefix="lab" />
      <Button type="primary" onClick={() => void submit()}>
        提交
      </Button>
      {failed ? <div data-testid="lab-failed">校验未通过</div> : null}
      <pre data-testid="lab-submitted">{submitted}</pre>
    </div>
  );
}
