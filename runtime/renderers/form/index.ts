export { FormDialog, type FormDialogProps } from './FormDialog';
export { SchemaForm, SchemaFormBody, SchemaFormFooter, type SchemaFormProps } from './SchemaForm';
export { useSchemaForm, type SchemaFormController, type UseSchemaFormOptions } from './useSchemaForm';
export { createSchemaForm, type SchemaFormOptions } from './createSchemaForm';
export { FormPage } from './FormPage';
