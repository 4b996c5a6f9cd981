import { L } from '../../../core/text';

/** Server texts of code generation (/api/visualdev/Generater), zh as JNPF words them. */
export const CODEGEN_TEXT = {
  badModule: L('所属模块只能包含字母和数字，且以小写字母开头', '所屬模組只能包含字母和數字，且以小寫字母開頭', 'The module may hold letters and digits only, starting with a lower-case letter'),
  badClassName: L('功能名称只能包含字母和数字，且以字母开头', '功能名稱只能包含字母和數字，且以字母開頭', 'The class name may hold letters and digits only, starting with a letter'),
  noForm: L('请先设计表单', '請先設計表單', 'Design the form first'),
} as const;
