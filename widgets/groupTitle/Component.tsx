import { memo, useMemo } from 'react';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { groupTitleDefaults } from './props';

const baseStyle = {
  fontSize: 15,
  fontWeight: 600,
  lineHeight: '32px',
  borderBottom: '1px solid var(--ant-color-split, rgba(5, 5, 5, 0.06))',
  marginBottom: 8,
} as const;

/** A section heading inside a form: the field's label. Holds no value. */
export const GroupTitle = memo(function GroupTitle({ field }: Pick<WidgetProps, 'field'>) {
  const props = useFieldProps(field, groupTitleDefaults);
  const label = useLocalText(field.label);
  const content = useLocalText(props.content);
  const style = useMemo(() => ({ ...baseStyle, textAlign: props.contentPosition }), [props.contentPosition]);
  return (
    <div className="widget-group-title" role="heading" aria-level={3} style={style}>
      {label || content}
    </div>
  );
});
