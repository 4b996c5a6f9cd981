import type { BoxFace } from '../types';
import type { FieldSchema } from '../../schemas/types';
import { fieldProps } from '../common/fieldProps';
import { addonTexts, comInputDefaults, type ComInputProps } from './props';

/** A plain text box shows its text; addons, a word count or a password box are more than text. */
export function comInputFace(field: FieldSchema): BoxFace<string> | null {
  const props = fieldProps<ComInputProps>(field, comInputDefaults);
  const addons = addonTexts(props);
  if (props.showPassword || addons.before || addons.after || (addons.wordLimit && props.maxlength)) return null;
  return { text: (value) => (value === null || value === undefined ? '' : String(value)), placeholder: props.placeholder };
}
