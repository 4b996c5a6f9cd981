import { rangeBoxPropsSchema, type RangeBoxProps } from '../common/rangeBox';
import { enumProp, propsSchema, stringProp } from '../common/propsSchema';

export interface DateRangeProps extends RangeBoxProps {
  type?: 'date' | 'datetime';
  /** Shown format in dayjs tokens (JNPF 'yyyy-MM-dd' also reads); none: by type. */
  format?: string;
  /** 'timestamp' stores epoch milliseconds (JNPF); a dayjs format stores that text. */
  valueFormat?: string;
}

export const dateRangeDefaults: DateRangeProps = {
  type: 'date',
  valueFormat: 'timestamp',
  startPlaceholder: { zh: '开始日期', zhtw: '開始日期', en: 'Start date' },
  endPlaceholder: { zh: '结束日期', zhtw: '結束日期', en: 'End date' },
  rangeSeparator: { zh: '至', zhtw: '至', en: 'to' },
  clearable: true,
};

export const dateRangePropsSchema = propsSchema({
  type: enumProp(
    '类型',
    [
      ['date', '日期'],
      ['datetime', '日期时间'],
    ],
    { default: 'date', type: 'string' },
  ),
  format: stringProp('显示格式', { examples: ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss'] }),
  valueFormat: stringProp('存储格式', { default: 'timestamp', examples: ['timestamp', 'YYYY-MM-DD'] }),
  ...rangeBoxPropsSchema(),
});
