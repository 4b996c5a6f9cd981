import type { LocalText } from '../../schemas/text';
import { booleanProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import { PLEASE_SELECT } from '../common/texts';
import { TIME_FORMAT } from './value';

export interface TimeProps {
  placeholder?: LocalText;
  /** Shown format (dayjs tokens). */
  format?: string;
  /** Stored format; JNPF stores 'HH:mm:ss' text. */
  valueFormat?: string;
  /** JNPF `picker-options.selectableRange`: '08:30:00-18:00:00' (several ranges comma-separated). */
  selectableRange?: string | string[];
  clearable?: boolean;
}

export const timeDefaults: TimeProps = {
  placeholder: PLEASE_SELECT,
  format: TIME_FORMAT,
  valueFormat: TIME_FORMAT,
  selectableRange: '00:00:00-23:59:59',
  clearable: true,
};

export const timePropsSchema = propsSchema({
  placeholder: placeholderProp(),
  format: stringProp('显示格式', { default: TIME_FORMAT, examples: ['HH:mm:ss', 'HH:mm'] }),
  valueFormat: stringProp('存储格式', { default: TIME_FORMAT }),
  selectableRange: stringProp('可选范围', { default: '00:00:00-23:59:59' }),
  clearable: booleanProp('可清空', { default: true }),
});
