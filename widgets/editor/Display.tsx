import { lazy, memo, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';

// DOMPurify loads with the first rich text shown.
const HtmlView = lazy(() => import('./HtmlView'));

export const EditorDisplay = memo(function EditorDisplay({ value, inCell }: DisplayProps<string>) {
  if (typeof value !== 'string' || value.trim() === '') return <EmptyDisplay />;
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 1 }} title={false} />}>
      <HtmlView html={value} inCell={inCell} />
    </Suspense>
  );
});
