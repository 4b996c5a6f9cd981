import { memo } from 'react';
import type { DisplayProps } from '../types';
import { PickerNamesDisplay } from '../common/picker/PickerNamesDisplay';

/** The stored company name(s). */
export const ComSelectDisplay = memo(function ComSelectDisplay(props: DisplayProps) {
  return <PickerNamesDisplay {...props} kind="company" />;
});
