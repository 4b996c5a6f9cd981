import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';

const blockStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** Keeps the line breaks on detail pages; one line in list cells. */
export const TextareaDisplay = memo(function TextareaDisplay({ value, inCell }: DisplayProps<string>) {
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  return <span style={inCell ? undefined : blockStyle}>{String(value)}</span>;
});
