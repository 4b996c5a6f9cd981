import { memo } from 'react';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { updateSettings, type DesignDocument, type DesignEditor } from '../../core';
import type { FormSchema } from '../../../schemas/types';
import { LocalTextInput } from './LocalTextInput';

type Popup = NonNullable<FormSchema['popup']>;

/** A width typed as a number of pixels stays a number; '80%' or '60vw' stay text. */
function widthFrom(text: string): Popup['width'] | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The form's own settings, shown when no field is selected: labels (width, position), how the form
 * opens (dialog, drawer or page, and its width), title and submit text, and whether it is a web or an
 * app form (DesignSettings). Each change is one settings step.
 */
export const FormSettings = memo(function FormSettings({ editor, doc }: { editor: DesignEditor; doc: DesignDocument }) {
  const { t } = useLingui();
  const { form, settings } = doc;
  const set = (patch: Parameters<typeof updateSettings>[0]) => editor.execute(updateSettings(patch));
  const popup: Popup = form.popup ?? { kind: 'dialog' };
  const seal = () => editor.seal();
  return (
    <div className="designer-property-panel" data-testid="form-settings">
      <Form layout="vertical" size="small" component="div">
        <Form.Item label={t`表单类型`}>
          <Radio.Group
            optionType="button"
            value={settings.platform}
            onChange={(event) => editor.execute(updateSettings(undefined, { platform: event.target.value as 'web' | 'app' }))}
            options={[
              { value: 'web', label: t`Web 表单` },
              { value: 'app', label: t`App 表单` },
            ]}
          />
        </Form.Item>
        <Form.Item label={t`表单标题`}>
          <LocalTextInput name={t`表单标题`} value={form.title} onChange={(title) => set({ title })} onBlur={seal} />
        </Form.Item>
        <Form.Item label={t`标题宽度`}>
          <InputNumber
            aria-label={t`标题宽度`}
            min={1}
            suffix="px"
            value={form.labelWidth ?? 100}
            onChange={(value) => set({ labelWidth: value ?? undefined })}
            onBlur={seal}
          />
        </Form.Item>
        <Form.Item label={t`标题位置`}>
          <Radio.Group
            optionType="button"
            value={form.labelPosition ?? 'right'}
            onChange={(event) => set({ labelPosition: event.target.value as FormSchema['labelPosition'] })}
            options={[
              { value: 'left', label: t`左对齐` },
              { value: 'right', label: t`右对齐` },
              { value: 'top', label: t`顶部对齐` },
            ]}
          />
        </Form.Item>
        <Form.Item label={t`弹窗类型`}>
          <Select<Popup['kind']>
            aria-label={t`弹窗类型`}
            value={popup.kind}
            onChange={(kind) => set({ popup: { ...popup, kind } })}
            options={[
              { value: 'dialog', label: t`居中弹窗` },
              { value: 'drawer', label: t`右侧抽屉` },
              { value: 'page', label: t`整页` },
            ]}
          />
        </Form.Item>
        {popup.kind !== 'page' ? (
          <Form.Item label={t`弹窗宽度`}>
            <Input
              aria-label={t`弹窗宽度`}
              placeholder="600"
              value={popup.width === undefined ? '' : String(popup.width)}
              onChange={(event) => {
                const width = widthFrom(event.target.value);
                const { width: _old, ...rest } = popup;
                set({ popup: width === undefined ? rest : { ...rest, width } });
              }}
              onBlur={seal}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={t`提交按钮文字`}>
          <LocalTextInput name={t`提交按钮文字`} value={form.submitLabel} onChange={(submitLabel) => set({ submitLabel })} onBlur={seal} />
        </Form.Item>
      </Form>
    </div>
  );
});
