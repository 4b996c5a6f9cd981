import { memo } from 'react';
import type { SystemFieldKey } from '../../schemas/system-fields';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { SYSTEM_FIELDS } from './kinds';
import { systemFieldDefaults } from './props';
import { useSystemText } from './useSystemText';

/** The stored value: a name for ids, 'YYYY-MM-DD HH:mm' for times. */
export function systemFieldDisplay(key: SystemFieldKey) {
  const { kind } = SYSTEM_FIELDS[key];
  return memo(function SystemFieldDisplay({ value, field }: DisplayProps) {
    const props = useFieldProps(field, systemFieldDefaults);
    const { text, loading } = useSystemText(kind, value, props.showLevel);
    if (loading) return <span className="widget-loading" aria-busy="true" />;
    if (text === '') return <EmptyDisplay />;
    return <span>{text}</span>;
  });
}
