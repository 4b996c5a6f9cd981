const fullWidth = { width: '100%' } as const;
/** Typing in a select's box filters its options by their text. */
export const searchOptionsByLabel = { optionFilterProp: 'label' } as const;
/** Typing in a tree select's box filters its nodes by their title. */
export const searchNodesByTitle = { treeNodeFilterProp: 'title' } as const;

interface ChoiceBoxInput<S> {
  id?: string;
  onBlur?: () => void;
  placeholder: string;
  clearable?: boolean;
  /** The search settings when the designer made the box filterable. */
  search: false | S;
  disabled?: boolean;
  readOnly?: boolean;
  status?: 'error' | 'warning';
}

/**
 * The props antd's Select and TreeSelect share in every choice widget: full width, clearing only when
 * the value may change, and a read-only box that never opens (antd has no read-only select).
 */
export function choiceBoxProps<S extends object>({ id, onBlur, placeholder, clearable, search, disabled, readOnly, status }: ChoiceBoxInput<S>) {
  return {
    id,
    style: fullWidth,
    onBlur,
    placeholder,
    allowClear: !!clearable && !readOnly && !disabled,
    showSearch: search,
    open: readOnly ? false : undefined,
    disabled,
    status,
  };
}
