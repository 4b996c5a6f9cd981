import { memo } from 'react';
import type { WidgetProps } from '../types';
import { ofType } from '../common/picker/nodes';
import { PickerTreeSelect } from '../common/picker/PickerTreeSelect';

const choosable = ofType('department');

/** Departments under their companies; companies only lead the way (JNPF dep-select). */
export const DepSelect = memo(function DepSelect(props: WidgetProps<string | null>) {
  return <PickerTreeSelect {...props} kind="department" choosable={choosable} />;
});
