import { enumProp, stringProp } from '../common/propsSchema';
import { useScopeValue } from '../form-scope';

/** Where a QR code or barcode takes its text (JNPF dataType): fixed text, or another field's value. */
export interface CodeTextProps {
  dataType?: 'static' | 'relation';
  staticText?: string;
  /** vModel of the field whose value is encoded (`table.field` inside a sub-table row). */
  relationField?: string;
}

export const codeTextSchema = {
  dataType: enumProp(
    '数据类型',
    [
      ['static', '静态数据'],
      ['relation', '组件联动'],
    ],
    { default: 'static', type: 'string' },
  ),
  staticText: stringProp('实际内容'),
  relationField: stringProp('关联组件'),
};

/** A field value as code text: numbers and ids as written, multi-values comma-joined, nothing else. */
export function toCodeText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join(',');
  return '';
}

/** The text to encode, following the other field live. */
export function useCodeText(props: CodeTextProps): string {
  const related = useScopeValue(props.dataType === 'relation' ? props.relationField : undefined);
  return props.dataType === 'relation' ? toCodeText(related) : (props.staticText ?? '');
}
