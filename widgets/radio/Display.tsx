import { memo } from 'react';
import type { DisplayProps } from '../types';
import { OptionsDisplay } from '../common/OptionsDisplay';

export const RadioDisplay = memo(function RadioDisplay({ value, field }: DisplayProps) {
  return <OptionsDisplay value={value} field={field} multiple={false} />;
});
