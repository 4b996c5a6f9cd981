import { useMemo } from 'react';
import { pickText, type LocalText } from '../../schemas/text';
import type { FieldSchema } from '../../schemas/types';
import { useWidgetServices } from '../services';

/** The widget's defaults overlaid with the field's own props. */
export function fieldProps<P extends object>(field: FieldSchema, defaults: P): P {
  return field.props ? ({ ...defaults, ...field.props } as P) : defaults;
}

/** fieldProps in a component: recomputed only when the field's props change (not on a new field object). */
export function useFieldProps<P extends object>(field: FieldSchema, defaults: P): P {
  const own = field.props;
  return useMemo(() => fieldProps(field, defaults), [own, defaults]);
}

/** A schema text in the language of the widget services. */
export function useLocalText(text: LocalText | undefined | null): string {
  const { lang } = useWidgetServices();
  return useMemo(() => pickText(text, lang), [text, lang]);
}
