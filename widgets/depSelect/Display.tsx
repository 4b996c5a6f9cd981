import { memo } from 'react';
import type { DisplayProps } from '../types';
import { PickerNamesDisplay } from '../common/picker/PickerNamesDisplay';

/** The stored department name(s). */
export const DepSelectDisplay = memo(function DepSelectDisplay(props: DisplayProps) {
  return <PickerNamesDisplay {...props} kind="department" />;
});
