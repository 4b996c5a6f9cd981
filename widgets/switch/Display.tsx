import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { switchDefaults, type SwitchValue } from './props';
import { isOn } from './value';

/** The active or inactive text ('开' / '关'). */
export const SwitchDisplay = memo(function SwitchDisplay({ value, field }: DisplayProps<SwitchValue>) {
  const props = useFieldProps(field, switchDefaults);
  const activeText = useLocalText(props.activeText);
  const inactiveText = useLocalText(props.inactiveText);
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  return <span>{isOn(value, props) ? activeText : inactiveText}</span>;
});
