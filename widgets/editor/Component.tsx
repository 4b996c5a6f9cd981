import { lazy, memo, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { editorDefaults } from './props';

// lexical and DOMPurify load with the first editor on screen, never with the form bundle.
const RichEditor = lazy(() => import('./Editor'));

/** Rich text (JNPF `editor`): the value is sanitised HTML. */
export const Editor = memo(function Editor({ value, onChange, onBlur, disabled, readOnly, status, field, id }: WidgetProps<string>) {
  const props = useFieldProps(field, editorDefaults);
  const placeholder = useLocalText(props.placeholder);
  const height = props.height ?? 300;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: height + 40 }} />}>
      <RichEditor
        id={id}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={placeholder}
        height={height}
        disabled={disabled || readOnly}
        status={status}
      />
    </Suspense>
  );
});
