import { sameValue } from '../common/options';
import type { SwitchProps } from './props';

/** On when the value is the active value (true also counts: JNPF's default value is false/true). */
export function isOn(value: unknown, props: SwitchProps): boolean {
  return sameValue(value, props.activeValue) || value === true;
}
