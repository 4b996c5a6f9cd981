import type { LocalText } from '../../schemas/text';
import { booleanProp, enumProp, placeholderProp, propsSchema, stringProp } from '../common/propsSchema';
import type { DateType } from './value';

export interface DateProps {
  type?: DateType;
  /** Shown format in dayjs tokens (none: by type, 'YYYY-MM-DD' for dates). */
  format?: string;
  /** 'timestamp' stores epoch milliseconds (JNPF); a dayjs format stores that text. */
  valueFormat?: string;
  placeholder?: LocalText;
  clearable?: boolean;
}

export const dateDefaults: DateProps = {
  type: 'date',
  valueFormat: 'timestamp',
  placeholder: { zh: '请选择日期', zhtw: '請選擇日期', en: 'Select a date' },
  clearable: true,
};

export const datePropsSchema = propsSchema({
  type: enumProp(
    '类型',
    [
      ['date', '日期'],
      ['datetime', '日期时间'],
      ['month', '月份'],
      ['year', '年份'],
    ],
    { default: 'date', type: 'string' },
  ),
  format: stringProp('显示格式', { examples: ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', 'YYYY-MM', 'YYYY'] }),
  valueFormat: stringProp('存储格式', { default: 'timestamp', examples: ['timestamp', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'] }),
  placeholder: placeholderProp(),
  clearable: booleanProp('可清空', { default: true }),
});
