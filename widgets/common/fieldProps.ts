import { useMemo } from 'react';
import { pickText, type LocalText } from '../../schemas/text';
import type { FieldSchema } from '../../schemas/types';
import { useWidgetServices } from '../services';

/** The widget's defaults overlaid with the field's own props; recomputed only when those change. */
export function useFieldProps<P extends object>(field: FieldSchema, defaults: P): P {
  const own = field.props;
  return useMemo(() => (own ? ({ ...defaults, ...own } as P) : defaults), [own, defaults]);
}

/** A schema text in the language of the widget services. */
export function useLocalText(text: LocalText | undefined | null): string {
  const { lang } = useWidgetServices();
  return useMemo(() => pickText(text, lang), [text, lang]);
}
