import { memo } from 'react';
import type { DisplayProps } from '../types';
import { PickerNamesDisplay } from '../common/picker/PickerNamesDisplay';

/** The stored position name(s). */
export const PosSelectDisplay = memo(function PosSelectDisplay(props: DisplayProps) {
  return <PickerNamesDisplay {...props} kind="position" />;
});
