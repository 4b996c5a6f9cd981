import type { LocalText } from '../../schemas/text';
import { localTextProp, propsSchema } from '../common/propsSchema';

export type SwitchValue = number | string | boolean;

export interface SwitchProps {
  activeValue?: SwitchValue;
  inactiveValue?: SwitchValue;
  activeText?: LocalText;
  inactiveText?: LocalText;
}

export const switchDefaults: SwitchProps = {
  activeValue: 1,
  inactiveValue: 0,
  activeText: { zh: '开', zhtw: '開', en: 'On' },
  inactiveText: { zh: '关', zhtw: '關', en: 'Off' },
};

const valueProp = (title: string, value: number) => ({ title, type: ['number', 'string', 'boolean'], default: value });

export const switchPropsSchema = propsSchema({
  activeValue: valueProp('开启值', 1),
  inactiveValue: valueProp('关闭值', 0),
  activeText: localTextProp('开启文字'),
  inactiveText: localTextProp('关闭文字'),
});
