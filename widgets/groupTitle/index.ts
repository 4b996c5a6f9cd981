import type { WidgetDefinition } from '../types';
import { GroupTitle } from './Component';
import { groupTitleDefaults, groupTitlePropsSchema } from './props';

export const groupTitleWidget: WidgetDefinition = {
  key: 'groupTitle',
  label: { zh: '分组标题', zhtw: '分組標題', en: 'Group title' },
  group: 'layout',
  valueType: 'none',
  propsSchema: groupTitlePropsSchema,
  defaults: { ...groupTitleDefaults },
  trigger: 'change',
  Component: GroupTitle,
  Display: GroupTitle,
};
