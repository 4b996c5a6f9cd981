import { memo } from 'react';
import type { WidgetProps } from '../types';
import type { Choosable } from '../common/picker/nodes';
import { PickerTreeSelect } from '../common/picker/PickerTreeSelect';

/** Category nodes group the types; every type can be chosen. */
const choosable: Choosable = (node) => node.type !== 'category' && !node.disabled;

/** Dictionary types (JNPF dic-select); the value is the type id. */
export const DicSelect = memo(function DicSelect(props: WidgetProps<string | null>) {
  return <PickerTreeSelect {...props} kind="dictionaryType" choosable={choosable} />;
});
