import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { rangeEnds, type RangeEnd } from './value';

/** "10 - 20"; one end only: "≥ 10" or "≤ 20". */
export const NumberRangeDisplay = memo(function NumberRangeDisplay({ value }: DisplayProps<RangeEnd[]>) {
  const [min, max] = rangeEnds(value);
  if (min === null && max === null) return <EmptyDisplay />;
  if (max === null) return <span>{`≥ ${min}`}</span>;
  if (min === null) return <span>{`≤ ${max}`}</span>;
  return <span>{`${min} - ${max}`}</span>;
});
