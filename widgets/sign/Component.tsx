import { memo, useCallback, useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { pickText } from '../../schemas/text';
import type { WidgetProps } from '../types';
import { useFieldProps } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { signDefaults } from './props';
import { SignDialog } from './SignDialog';
import { SignImage } from './SignImage';
import { SIGN_TEXTS, type SignTextKey } from './texts';

/** Handwritten signature (JNPF `sign`): the value is the url of the uploaded PNG. */
export const Sign = memo(function Sign({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string>) {
  const props = useFieldProps(field, signDefaults);
  const { lang } = useWidgetServices();
  const t = (key: SignTextKey) => pickText(SIGN_TEXTS[key], lang);
  const [open, setOpen] = useState(false);
  const locked = disabled || readOnly;

  const done = useCallback(
    (url: string) => {
      setOpen(false);
      onChange(url);
      onBlur?.();
    },
    [onChange, onBlur],
  );
  const remove = useCallback(() => {
    onChange(undefined);
    onBlur?.();
  }, [onChange, onBlur]);

  return (
    <div className="widget-sign" id={id}>
      {value ? (
        <Space align="start">
          <SignImage url={value} alt={t('image')} />
          {locked ? null : (
            <Popconfirm title={t('confirmRemove')} okText={t('ok')} cancelText={t('cancel')} onConfirm={remove}>
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('remove')} />
            </Popconfirm>
          )}
        </Space>
      ) : (
        <Button icon={<EditOutlined />} disabled={locked} danger={status === 'error'} onClick={() => setOpen(true)}>
          {t('sign')}
        </Button>
      )}
      {open ? <SignDialog open={open} canvasHeight={props.canvasHeight ?? 300} onCancel={() => setOpen(false)} onDone={done} /> : null}
    </div>
  );
});
