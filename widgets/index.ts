/** The widget registry and its contract (docs/architecture.md#widgets). */
export { WIDGETS, WIDGET_KEYS, widgetFor } from './registry';
export type { DisplayProps, PropsSchema, ValueType, WidgetDefinition, WidgetProps } from './types';
export { WidgetServicesContext, useWidgetServices } from './services';
export type {
  AreaNode, CurrentUserInfo, DictionaryItem, PageQuery, PickerKind, PickerNode, RowsPage, UploadedFile, WidgetServices,
} from './services';
export {
  EMPTY_SCOPE, FormScopeContext, createMemoryScope, useFormScope, useRelatedRecord, useScopeValue, type FormScope,
} from './form-scope';
export { EmptyDisplay, EMPTY_TEXT } from './common/Empty';
export { useOptions, type OptionsState } from './common/useOptions';
export type { ResolvedOption } from './common/options';
