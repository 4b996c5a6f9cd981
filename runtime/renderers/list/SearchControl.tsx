import { useCallback, useMemo } from 'react';
import { DatePicker, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLingui } from '@lingui/react/macro';
import { pickText, type FieldSchema, type Lang, type SearchField } from '../../../schemas';
import { widgetFor } from '../../../widgets/registry';
import { epochOfPicked, parseDateValue, toDayjsTokens } from '../../../widgets/date/value';
import { useDisplayTimeZone } from '../../../widgets/common/time-zone';
import { isDateRange } from './searchParams';

export interface SearchControlProps {
  field: SearchField;
  value: unknown;
  onChange(value: unknown): void;
  lang: Lang;
  id: string;
  /** The widget committed its value (its onBlur: a scan, its query button, leaving the box). */
  onCommit?(): void;
}

type Range = [unknown, unknown];

function asRange(value: unknown): Range {
  return Array.isArray(value) ? [value[0], value[1]] : [undefined, undefined];
}

type Picker = 'date' | 'month' | 'year';

/** How the field's date widget props (type, format, valueFormat) shape the range. */
function dateSetup(field: SearchField): { picker: Picker; withTime: boolean; valueFormat: string } {
  const props = field.props ?? {};
  const type = typeof props.type === 'string' ? props.type : 'date';
  const format = typeof props.format === 'string' ? props.format : '';
  const valueFormat = typeof props.valueFormat === 'string' ? props.valueFormat : 'timestamp';
  const picker: Picker = type === 'month' || type === 'year' ? type : 'date';
  return { picker, withTime: type === 'datetime' || /[Hhms]/.test(format), valueFormat };
}

/**
 * Date range: the start of the first day (month, year) to the end of the last one, or the picked
 * moments for a date-time; sent as epoch ms unless the widget stores dates as text.
 */
function DateRange({ field, value, onChange, id }: SearchControlProps) {
  const [from, to] = asRange(value);
  const { picker, withTime, valueFormat } = dateSetup(field);
  const unit = picker === 'date' ? 'day' : picker;
  // Day bounds in the configured zone, as the list shows its times.
  const zone = useDisplayTimeZone();
  const stored = (d: Dayjs) => (valueFormat === 'timestamp' ? epochOfPicked(d, zone) : d.format(toDayjsTokens(valueFormat)));
  return (
    <DatePicker.RangePicker
      id={id}
      style={{ width: '100%' }}
      picker={picker}
      showTime={withTime}
      value={[parseDateValue(from, valueFormat, zone), parseDateValue(to, valueFormat, zone)]}
      onChange={(range) => {
        const [start, end] = range ?? [null, null];
        if (!start && !end) return onChange(undefined);
        onChange([
          start ? stored(withTime ? start : start.startOf(unit)) : undefined,
          end ? stored(withTime ? end : end.endOf(unit)) : undefined,
        ]);
      }}
    />
  );
}

/** Number range: the numberRange widget (最小值 / 最大值) at the field's precision; both ends empty is no filter. */
function NumberRange({ field, value, onChange, id }: SearchControlProps) {
  const widget = widgetFor('numberRange')!;
  const schema = useMemo<FieldSchema>(() => {
    const precision = field.props?.precision;
    return { jnpfKey: 'numberRange', vModel: field.vModel, label: field.label, props: typeof precision === 'number' ? { precision } : {} };
  }, [field]);
  const handleChange = useCallback((range: unknown) => onChange(Array.isArray(range) && range.length > 0 ? range : undefined), [onChange]);
  return <widget.Component id={id} value={value} onChange={handleChange} field={schema} />;
}

/** The field's own widget (its field object kept stable so option sources are not fetched again). */
function WidgetControl({ field, value, onChange, id, onCommit }: SearchControlProps) {
  const widget = widgetFor(field.jnpfKey)!;
  const schema = useMemo<FieldSchema>(
    () => ({ jnpfKey: field.jnpfKey, vModel: field.vModel, label: field.label, props: field.props, options: field.options }),
    [field],
  );
  return <widget.Component id={id} value={value} onChange={onChange} onBlur={onCommit} field={schema} />;
}

function TextControl({ field, value, onChange, lang, id }: SearchControlProps) {
  const { t } = useLingui();
  const label = pickText(field.label, lang);
  return (
    <Input
      id={id}
      allowClear
      placeholder={t`请输入${label}`}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** One search control: a range, the field's widget, or a text input when the widget is not registered. */
export function SearchControl(props: SearchControlProps) {
  const { field } = props;
  if (field.match === 'range') return isDateRange(field) ? <DateRange {...props} /> : <NumberRange {...props} />;
  return widgetFor(field.jnpfKey) ? <WidgetControl {...props} /> : <TextControl {...props} />;
}
