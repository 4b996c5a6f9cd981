import { memo, useCallback } from 'react';
import { Switch as AntSwitch } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { switchDefaults, type SwitchValue } from './props';
import { isOn } from './value';

/** On/off; stores activeValue (1) or inactiveValue (0). Validated on change. */
export const Switch = memo(function Switch({ value, onChange, disabled, readOnly, field, id }: WidgetProps<SwitchValue>) {
  const props = useFieldProps(field, switchDefaults);
  const activeText = useLocalText(props.activeText);
  const inactiveText = useLocalText(props.inactiveText);
  const { activeValue, inactiveValue } = props;
  const handleChange = useCallback(
    (checked: boolean) => {
      if (!readOnly) onChange(checked ? activeValue : inactiveValue);
    },
    [onChange, readOnly, activeValue, inactiveValue],
  );
  return (
    <AntSwitch
      id={id}
      checked={isOn(value, props)}
      onChange={handleChange}
      checkedChildren={activeText || undefined}
      unCheckedChildren={inactiveText || undefined}
      disabled={disabled}
    />
  );
});
