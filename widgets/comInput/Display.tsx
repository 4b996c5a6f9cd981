import { memo } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { addonTexts, comInputDefaults } from './props';

/** The text with its prefix/suffix; a password shows as dots. */
export const ComInputDisplay = memo(function ComInputDisplay({ value, field }: DisplayProps<string>) {
  const props = useFieldProps(field, comInputDefaults);
  const addons = addonTexts(props);
  const prefix = useLocalText(addons.before);
  const suffix = useLocalText(addons.after);
  if (value === null || value === undefined || value === '') return <EmptyDisplay />;
  if (props.showPassword) return <span>••••••</span>;
  return <span>{`${prefix}${String(value)}${suffix}`}</span>;
});
