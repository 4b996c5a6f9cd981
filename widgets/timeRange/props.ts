import { rangeBoxPropsSchema, type RangeBoxProps } from '../common/rangeBox';
import { propsSchema, stringProp } from '../common/propsSchema';
import { TIME_FORMAT } from '../time/value';

export interface TimeRangeProps extends RangeBoxProps {
  /** Shown format (dayjs tokens). */
  format?: string;
  /** Stored format; JNPF stores 'HH:mm:ss' text. */
  valueFormat?: string;
}

export const timeRangeDefaults: TimeRangeProps = {
  format: TIME_FORMAT,
  valueFormat: TIME_FORMAT,
  startPlaceholder: { zh: '开始时间', zhtw: '開始時間', en: 'Start time' },
  endPlaceholder: { zh: '结束时间', zhtw: '結束時間', en: 'End time' },
  rangeSeparator: { zh: '至', zhtw: '至', en: 'to' },
  clearable: true,
};

export const timeRangePropsSchema = propsSchema({
  format: stringProp('显示格式', { default: TIME_FORMAT, examples: ['HH:mm:ss', 'HH:mm'] }),
  valueFormat: stringProp('存储格式', { default: TIME_FORMAT }),
  ...rangeBoxPropsSchema(),
});
