/**
 * The list designer's core (issue 17): the list design (a page-schema ListSchema stored as columnData), its
 * commands with exact inverses, and the undoable editor it shares with the form designer (../store.ts).
 */
export {
  DESIGN_LIST_ID, DESIGN_FORM_ID, PLACEHOLDER_API, DEFAULT_PAGE_SIZES, TOOLBAR_KINDS, ROW_KINDS, PERMISSION_OF,
  listFields, matchFor, columnFrom, searchFrom, actionOf, treeCall, treeSourceOf, derive, blankList, openList,
  type ListField, type TreeSource, type ToolbarKind, type RowKind,
} from './document';
export {
  keyOf, selectionId, parseSelection, SETTING_KEYS,
  type ListPart, type PartItem, type ListItem, type ListSettings, type ListCommand, type ListLabel, type ListRefusal, type ListRefusalReason, type ListApplyResult,
} from './commands';
export { applyListCommand } from './apply';
export {
  addColumn, addSearch, addAction, removeItem, moveItem, setItemProperty, updateListSettings, setDefaultSort, setPagination, setTree, setGroupBy, setLayout,
  type ListStep, type TreeLayout, type ListLayout,
} from './builders';
export { ListEditor, type ListSnapshot, type ListExecuteResult } from './editor';
export { listProblems } from './problems';
