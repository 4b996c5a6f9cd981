import type { LocalText } from '../../schemas/text';
import { enumProp, placeholderProp, propsSchema } from '../common/propsSchema';
import { SYSTEM_GENERATED } from './texts';

export interface SystemFieldProps {
  placeholder?: LocalText;
  /** currOrganize: only the organisation itself ('last') or its whole path ('all'). */
  showLevel?: 'last' | 'all';
}

export const systemFieldDefaults: SystemFieldProps = { placeholder: SYSTEM_GENERATED };

export const systemFieldPropsSchema = propsSchema({ placeholder: placeholderProp() });

export const currOrganizeDefaults: SystemFieldProps = { placeholder: SYSTEM_GENERATED, showLevel: 'last' };

export const currOrganizePropsSchema = propsSchema({
  placeholder: placeholderProp(),
  showLevel: enumProp(
    '显示内容',
    [
      ['last', '显示最后一级'],
      ['all', '显示完整路径'],
    ],
    { default: 'last', type: 'string' },
  ),
});
