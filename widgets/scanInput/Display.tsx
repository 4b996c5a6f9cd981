import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';

export const ScanInputDisplay = memo(function ScanInputDisplay({ value }: DisplayProps<string>) {
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  return <span>{String(value)}</span>;
});
