import { memo, useMemo } from 'react';
import { Input } from 'antd';
import type { SystemFieldKey } from '../../schemas/system-fields';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { useWidgetServices } from '../services';
import { SYSTEM_FIELDS } from './kinds';
import { previewStyle } from './preview';
import { systemFieldDefaults } from './props';
import { useSystemText } from './useSystemText';

/**
 * A field the server fills on save (created/modified by and at, the user's organisation, department,
 * position): a read-only box that never emits. A stored value shows resolved to its name; an empty
 * one previews the signed-in user's data the server will store.
 */
export function systemFieldComponent(key: SystemFieldKey) {
  const info = SYSTEM_FIELDS[key];
  return memo(function SystemField({ value, disabled, status, field, id }: WidgetProps) {
    const props = useFieldProps(field, systemFieldDefaults);
    const placeholder = useLocalText(props.placeholder);
    const services = useWidgetServices();
    const { text } = useSystemText(info.kind, value, props.showLevel);
    const empty = value === null || value === undefined || value === '';
    const preview = useMemo(() => {
      if (!empty || !info.preview) return '';
      const user = services.currentUser();
      return (user && info.preview(user)) || '';
    }, [empty, services]);
    return (
      <Input
        id={id}
        className={preview ? 'widget-system widget-preview' : 'widget-system'}
        value={empty ? preview : text}
        style={preview ? previewStyle : undefined}
        placeholder={placeholder}
        readOnly
        disabled={disabled}
        status={status}
      />
    );
  });
}
