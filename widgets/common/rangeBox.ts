import type { LocalText } from '../../schemas/text';
import { booleanProp, localTextProp } from './propsSchema';
import { useLocalText } from './fieldProps';

/** The designer properties every range picker (dates, times) has. */
export interface RangeBoxProps {
  startPlaceholder?: LocalText;
  endPlaceholder?: LocalText;
  rangeSeparator?: LocalText;
  clearable?: boolean;
}

export const rangeBoxPropsSchema = () => ({
  startPlaceholder: localTextProp('开始占位'),
  endPlaceholder: localTextProp('结束占位'),
  rangeSeparator: localTextProp('分隔符'),
  clearable: booleanProp('可清空', { default: true }),
});

const fullWidth = { width: '100%' } as const;

interface RangeBoxInput {
  id?: string;
  onBlur?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  status?: 'error' | 'warning';
}

/**
 * The props antd's date and time RangePickers share: both placeholders and the separator in the
 * widget's language, clearing only when the value may change, and a read-only box that never opens.
 */
export function useRangeBoxProps(props: RangeBoxProps, { id, onBlur, disabled, readOnly, status }: RangeBoxInput) {
  const start = useLocalText(props.startPlaceholder);
  const end = useLocalText(props.endPlaceholder);
  const separator = useLocalText(props.rangeSeparator);
  return {
    id: id ? { start: id } : undefined,
    style: fullWidth,
    onBlur,
    placeholder: [start, end] as [string, string],
    separator: separator || undefined,
    allowClear: props.clearable !== false && !readOnly && !disabled,
    open: readOnly ? false : undefined,
    inputReadOnly: readOnly,
    disabled,
    status,
  };
}
