import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { useDisplayTimeZone } from '../common/time-zone';
import { dateDefaults } from './props';
import { displayFormat, parseDateValue } from './value';

/** The date in the field's `format`; an instant in the configured zone (widgets/common/time-zone.ts). */
export const DateDisplay = memo(function DateDisplay({ value, field }: DisplayProps<number | string | null>) {
  const props = useFieldProps(field, dateDefaults);
  const zone = useDisplayTimeZone();
  const picked = parseDateValue(value, props.valueFormat || 'timestamp', zone);
  if (!picked) return <EmptyDisplay />;
  return <span>{picked.format(displayFormat(props.type ?? 'date', props.format))}</span>;
});
