import { Button, Result, Space, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { pickText } from '../../../schemas/text';
import { useLang } from '../SchemaServices';
import { FormLayout } from './FormLayout';
import { useSchemaForm, type SchemaFormController, type UseSchemaFormOptions } from './useSchemaForm';

/** The fields of a form, or its loading / load-failed state. */
export function SchemaFormBody({ controller }: { controller: SchemaFormController }) {
  const { t } = useLingui();
  if (controller.status === 'loading' || (controller.status === 'ready' && !controller.form)) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin aria-label={t`加载中`} />
      </div>
    );
  }
  if (controller.status === 'error' || !controller.form) {
    return (
      <Result
        status="warning"
        title={t`数据加载失败`}
        subTitle={controller.loadError}
        extra={<Button onClick={controller.retry}>{t`重试`}</Button>}
      />
    );
  }
  return (
    <FormLayout
      schema={controller.schema}
      form={controller.form}
      idPrefix={controller.idPrefix}
      context={controller.context}
      revealer={controller.revealer}
    />
  );
}

/** 取消 / 确定 (or the schema's submitLabel); submit is disabled until the form is ready and while saving. */
export function SchemaFormFooter({ controller, onCancel }: { controller: SchemaFormController; onCancel?: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const submitLabel = pickText(controller.schema.submitLabel, lang) || t`确定`;
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
      {onCancel ? <Button onClick={onCancel}>{t`取消`}</Button> : null}
      <Button
        type="primary"
        loading={controller.saving}
        disabled={controller.status !== 'ready' || controller.saving}
        onClick={() => void controller.submit()}
      >
        {submitLabel}
      </Button>
    </Space>
  );
}

export interface SchemaFormProps extends UseSchemaFormOptions {
  onCancel?: () => void;
}

/** A form schema for a record (or a new one) with its buttons: load, validate, save. */
export function SchemaForm({ onCancel, ...options }: SchemaFormProps) {
  const controller = useSchemaForm(options);
  return (
    <div className="schema-form">
      <SchemaFormBody controller={controller} />
      <div style={{ marginTop: 16 }}>
        <SchemaFormFooter controller={controller} onCancel={onCancel} />
      </div>
    </div>
  );
}
