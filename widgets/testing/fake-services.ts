import type { Lang } from '../../schemas/text';
import type { AreaNode, DictionaryItem, PickerKind, PickerNode, RowsPage, WidgetServices } from '../services';

/**
 * In-memory widget services for stories and unit tests (docs/architecture.md#widgets): the same
 * contract the runtime fulfils over HTTP, with small fixed data.
 */

export const FAKE_AREAS: Record<string, AreaNode[]> = {
  '-1': [
    { id: '44', fullName: '广东省', isLeaf: false },
    { id: '11', fullName: '北京市', isLeaf: false },
  ],
  '44': [
    { id: '4403', fullName: '深圳市', isLeaf: false },
    { id: '4401', fullName: '广州市', isLeaf: false },
  ],
  '4403': [
    { id: '440305', fullName: '南山区', isLeaf: false },
    { id: '440304', fullName: '福田区', isLeaf: false },
  ],
  '4401': [],
  '440305': [],
};

export const FAKE_DICTIONARIES: Record<string, DictionaryItem[]> = {
  goldType: [
    { id: 'd1', enCode: 'au999', fullName: '足金999' },
    { id: 'd2', enCode: 'au9999', fullName: '足金9999' },
    { id: 'd3', enCode: 'pt950', fullName: '铂金950' },
  ],
};

const ORGANIZATIONS: PickerNode[] = [
  {
    id: 'c1', fullName: '金源集团', type: 'company', children: [
      { id: 'c2', parentId: 'c1', fullName: '华南公司', type: 'company', children: [
        { id: 'dep1', parentId: 'c2', fullName: '财务部', type: 'department' },
        { id: 'dep2', parentId: 'c2', fullName: '运营部', type: 'department' },
      ] },
    ],
  },
];

const POSITIONS: PickerNode[] = [
  { id: 'c2', fullName: '华南公司', type: 'company', disabled: true, children: [
    { id: 'p1', parentId: 'c2', fullName: '财务经理', type: 'position' },
    { id: 'p2', parentId: 'c2', fullName: '店长', type: 'position' },
  ] },
];

export const FAKE_USERS = [
  { id: 'u1', fullName: '张三/zhangsan', account: 'zhangsan', organizeId: 'dep1' },
  { id: 'u2', fullName: '李四/lisi', account: 'lisi', organizeId: 'dep1' },
  { id: 'u3', fullName: '王五/wangwu', account: 'wangwu', organizeId: 'dep2' },
];

const DICTIONARY_TYPES: PickerNode[] = [
  { id: 't0', fullName: '黄金业务', type: 'category', children: [
    { id: 't1', parentId: 't0', fullName: '金料类型', enCode: 'goldType' },
    { id: 't2', parentId: 't0', fullName: '门店类型', enCode: 'shopType' },
  ] },
];

/** A related model ('customers') for relation form stories and tests. */
export const FAKE_RELATION_ROWS: Record<string, unknown>[] = [
  { id: 'r1', name: '周大生南山店', code: 'S001', city: '深圳' },
  { id: 'r2', name: '周大生福田店', code: 'S002', city: '深圳' },
  { id: 'r3', name: '金源天河店', code: 'S003', city: '广州' },
];

const FLOW_TASKS = [
  { id: 'f1', fullName: '采购申请-0001' },
  { id: 'f2', fullName: '采购申请-0002' },
];

function usersTree(keyword?: string): PickerNode[] {
  const needle = keyword?.trim().toLowerCase();
  const users = FAKE_USERS.filter((u) => !needle || u.fullName.toLowerCase().includes(needle));
  const attach = (nodes: PickerNode[]): PickerNode[] =>
    nodes.map((node) => ({
      ...node,
      children: [
        ...attach(node.children ?? []),
        ...users.filter((u) => u.organizeId === node.id).map((u) => ({ id: u.id, parentId: node.id, fullName: u.fullName, type: 'user' })),
      ],
    }));
  return attach(ORGANIZATIONS);
}

function flatten(nodes: PickerNode[]): PickerNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

function pageOf<T extends Record<string, unknown>>(rows: T[], query: { keyword?: string; currentPage: number; pageSize: number }): RowsPage<T> {
  const needle = query.keyword?.trim();
  const hits = needle ? rows.filter((row) => Object.values(row).some((v) => String(v).includes(needle))) : rows;
  const start = (query.currentPage - 1) * query.pageSize;
  return { list: hits.slice(start, start + query.pageSize), total: hits.length };
}

const TREES: Record<Exclude<PickerKind, 'user'>, PickerNode[]> = {
  company: [{ ...ORGANIZATIONS[0], children: [{ ...ORGANIZATIONS[0].children![0], children: [] }] }],
  department: ORGANIZATIONS,
  position: POSITIONS,
  dictionaryType: DICTIONARY_TYPES,
};

let uploads = 0;

/** Fake services; `overrides` replace single methods. */
export function createFakeServices(overrides: Partial<WidgetServices> = {}, lang: Lang = 'zh'): WidgetServices {
  const names: Record<string, string> = Object.fromEntries(
    Object.values(FAKE_AREAS).flatMap((nodes) => nodes.map((node) => [node.id, node.fullName])),
  );
  return {
    lang,
    dictionary: async (code) => FAKE_DICTIONARIES[code] ?? [],
    areaChildren: async (parentId) => FAKE_AREAS[parentId] ?? [],
    areaNames: async (paths) => paths.map((path) => path.map((id) => names[id]).filter(Boolean)),
    call: async () => [],
    pickerTree: async (kind, keyword) => (kind === 'user' ? usersTree(keyword) : TREES[kind]),
    pickerNames: async (kind, ids) => {
      const nodes = kind === 'user' ? flatten(usersTree()) : flatten(TREES[kind]);
      return Object.fromEntries(nodes.filter((node) => ids.includes(node.id)).map((node) => [node.id, node.fullName]));
    },
    billNumber: async (ruleCode) => `${ruleCode.toUpperCase()}-20261122-0001`,
    upload: async (file, fileName) => {
      uploads += 1;
      const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `/api/file/Image/annexpic/${fileName}`;
      return { name: fileName, fileId: `file-${uploads}-${fileName}`, url, size: file.size };
    },
    relationRows: async (_modelId, query) => pageOf(FAKE_RELATION_ROWS, query),
    relationRecord: async (_modelId, id) => FAKE_RELATION_ROWS.find((row) => row.id === id) ?? null,
    dataInterfaceRows: async (_id, query) => pageOf(FAKE_RELATION_ROWS, query),
    dataInterfaceRecords: async (_id, valueKey, ids) => FAKE_RELATION_ROWS.filter((row) => ids.includes(String(row[valueKey]))),
    flowTasks: async (_flowId, query) => pageOf(FLOW_TASKS, query),
    currentUser: () => ({ userId: 'u1', userName: '张三/zhangsan', organizeName: '华南公司', departmentName: '财务部', positionName: '财务经理' }),
    ...overrides,
  };
}
