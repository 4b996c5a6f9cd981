import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';

/** The stored code. */
export const BillRuleDisplay = memo(function BillRuleDisplay({ value }: DisplayProps<string | null>) {
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  return <span>{String(value)}</span>;
});
