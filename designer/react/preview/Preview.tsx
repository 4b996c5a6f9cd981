import { useMemo, type ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { FormSchema } from '../../../schemas/types';
import { notify } from '../../../runtime/data';
import { SchemaServicesProvider } from '../../../runtime/renderers/SchemaServices';
import { SchemaFormBody, useSchemaForm } from '../../../runtime/renderers/form';
import { PreviewBoundary } from './PreviewBoundary';
import { DESKTOP_WIDTH, PHONE_WIDTH, previewSchema } from './previewSchema';

type Device = 'desktop' | 'phone';

/** The runtime form renderer on the design, with a 校验 button; values live in the preview only. */
function PreviewForm({ schema }: { schema: FormSchema }) {
  const { t } = useLingui();
  const controller = useSchemaForm({ schema });
  const validate = () => {
    controller.form?.validate().then(
      () => notify.success(t`校验通过`),
      () => notify.error(t`校验未通过，请查看标出的字段`),
    );
  };
  return (
    <>
      <SchemaFormBody controller={controller} />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button type="primary" onClick={validate} disabled={!controller.form}>
          {t`校验`}
        </Button>
      </Space>
    </>
  );
}

/** A phone's screen: exactly 375 px of form inside a bezel. */
function PhoneFrame({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: '32px 10px', borderRadius: 36, background: '#1f1f1f', width: 'fit-content', margin: '0 auto' }}>
      <div
        data-testid="phone-frame"
        style={{ width: PHONE_WIDTH, height: 667, overflow: 'auto', background: '#fff', borderRadius: 6, padding: 12, boxSizing: 'border-box' }}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * The form as users will see it: the real runtime renderer (widgets, conditions, formulas, rules) in a
 * modal at the form's popup width, or inside a 375 px phone frame with every field full width.
 * Values can be typed and checked with 校验; nothing is saved.
 */
export function Preview({ form, device, open, onClose }: { form: FormSchema; device: Device; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => previewSchema(form, device), [form, device]);
  const width = device === 'phone' ? PHONE_WIDTH + 20 + 48 : (form.popup?.width ?? DESKTOP_WIDTH);
  const body = (
    <PreviewBoundary title={t`表单暂时无法预览`}>
      <SchemaServicesProvider>{open ? <PreviewForm schema={schema} /> : null}</SchemaServicesProvider>
    </PreviewBoundary>
  );
  return (
    <Modal open={open} title={device === 'phone' ? t`预览（手机）` : t`预览`} width={width} onCancel={onClose} footer={null} destroyOnHidden>
      {device === 'phone' ? <PhoneFrame>{body}</PhoneFrame> : <div data-testid="desktop-preview">{body}</div>}
    </Modal>
  );
}
