import { memo } from 'react';
import { Button as AntButton } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { buttonDefaults } from './props';
import { buttonLook } from './look';

/**
 * A button placed on a form (JNPF `button`). It holds no value and does nothing by itself: JNPF's
 * `on.click` scripts are not run here.
 */
export const Button = memo(function Button({ field, disabled }: Pick<WidgetProps, 'field' | 'disabled'>) {
  const props = useFieldProps(field, buttonDefaults);
  const text = useLocalText(props.buttonText);
  return (
    <div className="widget-button" style={{ textAlign: props.align ?? 'left' }}>
      <AntButton htmlType="button" {...buttonLook(props.type)} disabled={disabled}>
        {text}
      </AntButton>
    </div>
  );
});

/** Detail pages and list cells show nothing for a button. */
export function ButtonDisplay() {
  return null;
}
