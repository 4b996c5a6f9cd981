import { memo } from 'react';
import type { WidgetProps } from '../types';
import { ofType } from '../common/picker/nodes';
import { PickerTreeSelect } from '../common/picker/PickerTreeSelect';

const choosable = ofType('company');

/** Companies of the organisation tree (JNPF com-select). */
export const ComSelect = memo(function ComSelect(props: WidgetProps<string | null>) {
  return <PickerTreeSelect {...props} kind="company" choosable={choosable} />;
});
