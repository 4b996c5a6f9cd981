import { memo } from 'react';
import { Divider as AntDivider } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { dividerDefaults } from './props';

const PLACEMENT = { left: 'start', center: 'center', right: 'end' } as const;

/** A horizontal line, optionally with text. Holds no value. */
export const Divider = memo(function Divider({ field }: Pick<WidgetProps, 'field'>) {
  const props = useFieldProps(field, dividerDefaults);
  const text = useLocalText(props.text);
  return (
    <AntDivider className="widget-divider" titlePlacement={PLACEMENT[props.contentPosition ?? 'center']}>
      {text || null}
    </AntDivider>
  );
});
