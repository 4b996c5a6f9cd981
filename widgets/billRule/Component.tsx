import { memo } from 'react';
import { Input } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { previewStyle } from '../systemField/preview';
import { billRuleDefaults, PREVIEW_HINT } from './props';
import { useBillNumberPreview } from './usePreview';

const hintStyle = { ...previewStyle, fontSize: 12, lineHeight: '20px' } as const;

/**
 * A bill number (JNPF billRule): read-only, issued by the server on save. An empty field with a rule
 * previews the next number, greyed with a hint; the preview is never emitted as the value.
 */
export const BillRule = memo(function BillRule({ value, disabled, status, field, id }: WidgetProps<string | null>) {
  const props = useFieldProps(field, billRuleDefaults);
  const placeholder = useLocalText(props.placeholder);
  const hint = useLocalText(PREVIEW_HINT);
  const empty = value === null || value === undefined || value === '';
  const preview = useBillNumberPreview(props.rule, empty);
  return (
    <div className="widget-bill-rule">
      <Input
        id={id}
        className={preview ? 'widget-preview' : undefined}
        value={empty ? preview : String(value)}
        style={preview ? previewStyle : undefined}
        placeholder={placeholder}
        readOnly
        disabled={disabled}
        status={status}
      />
      {preview ? <div style={hintStyle}>{hint}</div> : null}
    </div>
  );
});
