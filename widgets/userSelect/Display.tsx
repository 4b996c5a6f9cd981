import { memo } from 'react';
import type { DisplayProps } from '../types';
import { PickerNamesDisplay } from '../common/picker/PickerNamesDisplay';

/** The stored users' names. */
export const UserSelectDisplay = memo(function UserSelectDisplay(props: DisplayProps) {
  return <PickerNamesDisplay {...props} kind="user" />;
});
