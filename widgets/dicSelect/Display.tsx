import { memo } from 'react';
import type { DisplayProps } from '../types';
import { PickerNamesDisplay } from '../common/picker/PickerNamesDisplay';

/** The stored dictionaryType name(s). */
export const DicSelectDisplay = memo(function DicSelectDisplay(props: DisplayProps) {
  return <PickerNamesDisplay {...props} kind="dictionaryType" />;
});
