import { memo } from 'react';
import type { DisplayProps } from '../types';
import { formatAmount } from '../../schemas/format/amount';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { AmountChinese } from './Chinese';
import { amountDefaults } from './props';

/** "1,234.50"; detail pages add the Chinese upper case when the field shows it. */
export const AmountDisplay = memo(function AmountDisplay({ value, field, inCell }: DisplayProps<string | null>) {
  const props = useFieldProps(field, amountDefaults);
  const text = formatAmount(value);
  if (text === '') return <EmptyDisplay />;
  if (inCell || !props.showChinese) return <span>{text}</span>;
  return (
    <div>
      {text}
      <AmountChinese value={value} />
    </div>
  );
});
