import { memo, useCallback, useState, type ChangeEvent } from 'react';
import { Button, Input, Space, message } from 'antd';
import { ScanOutlined, SearchOutlined } from '@ant-design/icons';
import { pickText } from '../../schemas/text';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { scanInputDefaults } from './props';
import { ScanDialog } from './ScanDialog';
import { SCAN_TEXTS, type ScanTextKey } from './texts';

const fullWidth = { width: '100%' } as const;

/**
 * The scan-query field (docs/product.md#widgets and #validation-rules): type a code or scan it with the camera; 查询 on an
 * empty input warns 请输入内容. The value is the code text.
 */
export const ScanInput = memo(function ScanInput({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string>) {
  const props = useFieldProps(field, scanInputDefaults);
  const services = useWidgetServices();
  const t = (key: ScanTextKey) => pickText(SCAN_TEXTS[key], services.lang);
  const placeholder = useLocalText(props.placeholder);
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 1 });
  const [scanning, setScanning] = useState(false);
  const locked = disabled || readOnly;

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : event.target.value),
    [onChange],
  );
  const query = useCallback(() => {
    const text = (value ?? '').trim();
    if (!text) {
      void messageApi.warning(pickText(SCAN_TEXTS.emptyQuery, services.lang));
      return;
    }
    onChange(text);
    onBlur?.();
  }, [value, messageApi, services.lang, onChange, onBlur]);
  const decoded = useCallback(
    (text: string) => {
      setScanning(false);
      onChange(text);
      onBlur?.();
    },
    [onChange, onBlur],
  );

  return (
    <div className="widget-scan-input">
      {messageHolder}
      <Space.Compact style={fullWidth}>
        <Input
          id={id}
          value={value ?? ''}
          onChange={handleChange}
          onBlur={onBlur}
          onPressEnter={query}
          placeholder={placeholder}
          disabled={disabled}
          readOnly={readOnly}
          status={status}
          maxLength={props.maxlength ?? undefined}
          allowClear={!locked}
        />
        <Button icon={<ScanOutlined />} aria-label={t('scan')} title={t('scan')} disabled={locked} onClick={() => setScanning(true)} />
        <Button icon={<SearchOutlined />} aria-label={t('query')} title={t('query')} disabled={disabled} onClick={query} />
      </Space.Compact>
      {scanning ? (
        <ScanDialog
          open={scanning}
          lang={services.lang}
          myCode={props.myCode || services.currentUser()?.userId || ''}
          onCancel={() => setScanning(false)}
          onDecoded={decoded}
        />
      ) : null}
    </div>
  );
});
