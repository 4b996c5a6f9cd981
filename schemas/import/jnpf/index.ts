/**
 * The JNPF designer JSON importer (docs/architecture.md#the-schema-language): saved forms, bare field arrays and
 * list configs → our schema language. See README.md for the mapping choices.
 */
export { importJnpfForm, importJnpfField, type ImportJnpfFormOptions, type ImportResult } from './form';
export { importJnpfColumnData, type ImportedColumnData } from './columnData';
export { OUR_WIDGET_KEYS, ourKey } from './keys';
