import { memo } from 'react';
import type { WidgetProps } from '../types';
import { ofType } from '../common/picker/nodes';
import { PickerTreeSelect } from '../common/picker/PickerTreeSelect';

const choosable = ofType('position');

/** Positions under their organisations; organisations only lead the way (JNPF pos-select). */
export const PosSelect = memo(function PosSelect(props: WidgetProps<string | null>) {
  return <PickerTreeSelect {...props} kind="position" choosable={choosable} />;
});
