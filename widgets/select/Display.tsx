import { memo } from 'react';
import type { DisplayProps } from '../types';
import { OptionsDisplay } from '../common/OptionsDisplay';

export const SelectDisplay = memo(function SelectDisplay({ value, field }: DisplayProps) {
  return <OptionsDisplay value={value} field={field} multiple={field.props?.multiple === true} />;
});
