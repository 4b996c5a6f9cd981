import { memo } from 'react';
import type { DisplayProps } from '../types';
import { OptionsDisplay } from '../common/OptionsDisplay';

export const CheckboxDisplay = memo(function CheckboxDisplay({ value, field }: DisplayProps) {
  return <OptionsDisplay value={value} field={field} multiple />;
});
