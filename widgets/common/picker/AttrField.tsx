import { memo } from 'react';
import type { FieldSchema } from '../../../schemas/types';
import { useRelatedRecord } from '../../form-scope';
import { EmptyDisplay } from '../Empty';
import { useFieldProps, useLocalText } from '../fieldProps';
import { attrDefaults } from './attrProps';
import { PICKER_TEXT } from './texts';
import { fieldText } from './useRecord';

interface Props {
  field: FieldSchema;
  /** In a detail page: an empty attribute shows the empty dash instead of the form's hint. */
  display?: boolean;
}

const hintStyle = { color: 'var(--ant-color-text-placeholder, rgba(0, 0, 0, 0.25))' } as const;
const textStyle = { display: 'inline-block', minHeight: 32, lineHeight: '32px', wordBreak: 'break-all' } as const;

/**
 * A field of the record another picker on this form chose (read from the form scope). It only
 * displays: it has no vModel and never emits a value.
 */
export const AttrField = memo(function AttrField({ field, display }: Props) {
  const props = useFieldProps(field, attrDefaults);
  const record = useRelatedRecord(props.relationField || undefined);
  const hint = useLocalText(PICKER_TEXT.attrPlaceholder);
  const text = props.showField ? fieldText(record?.[props.showField]) : '';
  if (text !== '') return <span style={display ? undefined : textStyle}>{text}</span>;
  if (display) return <EmptyDisplay />;
  return <span style={{ ...textStyle, ...hintStyle }}>{hint}</span>;
});
