import type { SystemFieldKey } from '../../schemas/system-fields';
import type { WidgetDefinition } from '../types';
import { systemFieldComponent } from './Component';
import { systemFieldDisplay } from './Display';
import { SYSTEM_FIELDS } from './kinds';
import { currOrganizeDefaults, currOrganizePropsSchema, systemFieldDefaults, systemFieldPropsSchema } from './props';

/** One definition per system key; the server fills the values (schemas/system-fields.ts). */
function systemWidget(key: SystemFieldKey): WidgetDefinition {
  const info = SYSTEM_FIELDS[key];
  const organize = key === 'currOrganize';
  return {
    key,
    label: info.label,
    group: 'system',
    valueType: info.valueType,
    propsSchema: organize ? currOrganizePropsSchema : systemFieldPropsSchema,
    defaults: { ...(organize ? currOrganizeDefaults : systemFieldDefaults) },
    trigger: 'change',
    Component: systemFieldComponent(key),
    Display: systemFieldDisplay(key),
  };
}

export const createUserWidget = systemWidget('createUser');
export const createTimeWidget = systemWidget('createTime');
export const modifyUserWidget = systemWidget('modifyUser');
export const modifyTimeWidget = systemWidget('modifyTime');
export const currOrganizeWidget = systemWidget('currOrganize');
export const currDeptWidget = systemWidget('currDept');
export const currPositionWidget = systemWidget('currPosition');

export { SYSTEM_GENERATED } from './texts';
