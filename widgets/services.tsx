import { createContext, useContext } from 'react';
import type { Lang } from '../schemas/text';
import type { ApiCall } from '../schemas/types';

/** A dictionary item (docs/product.md#client-data-shapes: dictionary data). */
export interface DictionaryItem {
  id: string;
  enCode: string;
  fullName: string;
  parentId?: string;
  children?: DictionaryItem[];
}

/** An address node (docs/product.md#client-data-shapes: id, fullName, isLeaf). */
export interface AreaNode {
  id: string;
  fullName: string;
  isLeaf: boolean;
}

/** A node of a picker tree (organisations, departments, positions, users, dictionary types). */
export interface PickerNode {
  id: string;
  parentId?: string;
  fullName: string;
  /** company | department | position | user (pickers), or a dictionary type's category. */
  type?: string;
  enCode?: string;
  /** Shown but not choosable (organisations in a position tree). */
  disabled?: boolean;
  children?: PickerNode[];
}

/** Which tree a picker shows. */
export type PickerKind = 'company' | 'department' | 'position' | 'user' | 'dictionaryType';

/** One page of rows. */
export interface RowsPage<T = Record<string, unknown>> {
  list: T[];
  total: number;
}

export interface PageQuery {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}

/** A stored upload (docs/product.md#files; JNPF value shape `{name, fileId, url}`). */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
  /** Bytes. */
  size?: number;
}

/** The signed-in user as system fields show them before the server fills them on save. */
export interface CurrentUserInfo {
  userId: string;
  userName: string;
  organizeName?: string;
  departmentName?: string;
  positionName?: string;
}

/**
 * What widgets may ask of the application (docs/architecture.md#widgets). The runtime provides it with
 * HTTP and caching; stories and tests provide their own. Widgets never fetch or import the runtime.
 */
export interface WidgetServices {
  lang: Lang;
  /** Enabled items of a dictionary type, by type code or id (cached by the provider). */
  dictionary(typeCode: string): Promise<DictionaryItem[]>;
  /** Children of an area; '-1' gives the provinces. */
  areaChildren(parentId: string): Promise<AreaNode[]>;
  /** Names of area id paths, e.g. [['44','4403']] -> [['广东省','深圳市']]. */
  areaNames(paths: string[][]): Promise<string[][]>;
  /** Rows of an API call (options from `{ api }` sources). */
  call(api: ApiCall, context?: Record<string, unknown>): Promise<unknown>;
  /** A picker tree: enabled companies, departments (under companies), positions, users (with `keyword`), dictionary types. */
  pickerTree(kind: PickerKind, keyword?: string): Promise<PickerNode[]>;
  /** Names of stored ids of a picker kind (Display of user/department/position/company selects). */
  pickerNames(kind: PickerKind, ids: string[]): Promise<Record<string, string>>;
  /** The next number a bill rule would issue (a preview: forms get their code on save). */
  billNumber(ruleCode: string): Promise<string>;
  /** POST /api/file/Uploader/{type} (multipart); `type` is annexpic for images and signatures, annex for files. */
  upload(file: Blob, fileName: string, type: string, onProgress?: (percent: number) => void): Promise<UploadedFile>;
  /** Rows of another form's model (relation form 'select data' dialog): keyword search and paging. */
  relationRows(modelId: string, query: PageQuery): Promise<RowsPage>;
  /** One record of another form's model (relation form attributes); null when it is gone. */
  relationRecord(modelId: string, id: string): Promise<Record<string, unknown> | null>;
  /** Rows of a data interface (popup select): keyword search and paging. */
  dataInterfaceRows(interfaceId: string, query: PageQuery): Promise<RowsPage>;
  /** Rows of a data interface whose `valueKey` is one of `ids` (popup select display). */
  dataInterfaceRecords(interfaceId: string, valueKey: string, ids: string[]): Promise<Record<string, unknown>[]>;
  /** Tasks of a flow (relation flow): id, fullName. */
  flowTasks(flowId: string, query: PageQuery): Promise<RowsPage<{ id: string; fullName: string }>>;
  /** The signed-in user (created-by and current-organisation fields preview it). */
  currentUser(): CurrentUserInfo | null;
}

const missing = (): never => {
  throw new Error('WidgetServices not provided');
};

export const WidgetServicesContext = createContext<WidgetServices>({
  lang: 'zh',
  dictionary: missing,
  areaChildren: missing,
  areaNames: missing,
  call: missing,
  pickerTree: missing,
  pickerNames: missing,
  billNumber: missing,
  upload: missing,
  relationRows: missing,
  relationRecord: missing,
  dataInterfaceRows: missing,
  dataInterfaceRecords: missing,
  flowTasks: missing,
  currentUser: () => null,
});

export function useWidgetServices(): WidgetServices {
  return useContext(WidgetServicesContext);
}
