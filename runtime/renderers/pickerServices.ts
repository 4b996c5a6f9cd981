import type { PageQuery, PickerKind, PickerNode, RowsPage, UploadedFile, WidgetServices } from '../../widgets/services';
import { request } from '../data';
import { uploadWithProgress } from '../data/upload';
import { session } from '../state/session';
import { cached } from './sessionCache';

/**
 * The widget services of pickers, bill rules, uploads and related data over the spec's calls
 * (docs/product.md#api-routes). Trees are cached per session like dictionaries; a failed load is retried next time.
 */

const TREE_URLS: Record<PickerKind, string> = {
  company: '/api/permission/Organize/Selector',
  department: '/api/permission/Organize/Department/Selector',
  position: '/api/permission/Position/Selector',
  user: '/api/permission/Users/Selector',
  dictionaryType: '/api/system/DictionaryType/Selector',
};

const trees = new Map<string, Promise<PickerNode[]>>();

export function clearPickerCaches(): void {
  trees.clear();
}

function loadTree(kind: PickerKind, keyword?: string): Promise<PickerNode[]> {
  const load = async () => (await request<{ list: PickerNode[] }>({ url: TREE_URLS[kind], data: keyword ? { keyword } : undefined })).data.list;
  // Keyword searches are not cached: each is a new question.
  return keyword ? load() : cached(trees, kind, load);
}

function namesOf(nodes: PickerNode[], ids: ReadonlySet<string>, out: Record<string, string>): Record<string, string> {
  for (const node of nodes) {
    if (ids.has(node.id)) out[node.id] = node.fullName;
    if (node.children) namesOf(node.children, ids, out);
  }
  return out;
}

function pageQuery(query: PageQuery): Record<string, unknown> {
  return { keyword: query.keyword || undefined, currentPage: query.currentPage, pageSize: query.pageSize };
}

async function pageOf<T>(url: string, query: PageQuery, method: 'GET' | 'POST' = 'GET'): Promise<RowsPage<T>> {
  const reply = await request<{ list: T[]; pagination?: { total: number }; total?: number }>({ url, method, data: pageQuery(query) });
  return { list: reply.data.list, total: reply.data.pagination?.total ?? reply.data.total ?? reply.data.list.length };
}

/** POSTs one file (multipart, field "file") to an upload route: the uploader's, or a share link's (views/share). */
export async function uploadTo(url: string, file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const body = new FormData();
  // A File carries its name everywhere (some FormData implementations drop the third argument).
  body.append('file', file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type }));
  // Silent: the upload widgets show the server's message themselves (and drop the file).
  const reply = await uploadWithProgress<UploadedFile>({ url, body, onProgress, silent: true });
  return reply.data;
}

const upload = (file: Blob, fileName: string, type: string, onProgress?: (percent: number) => void) =>
  uploadTo(`/api/file/Uploader/${encodeURIComponent(type)}`, file, fileName, onProgress);

type PickerServices = Omit<WidgetServices, 'lang' | 'dictionary' | 'areaChildren' | 'areaNames' | 'call'>;

export function createPickerServices(): PickerServices {
  return {
    pickerTree: loadTree,
    pickerNames: async (kind, ids) => (ids.length === 0 ? {} : namesOf(await loadTree(kind), new Set(ids), {})),
    billNumber: async (ruleCode) => (await request<string>({ url: `/api/system/BillRule/BillNumber/${encodeURIComponent(ruleCode)}` })).data,
    upload,
    relationRows: (modelId, query) => pageOf(`/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/List`, query, 'POST'),
    relationRecord: async (modelId, id) => {
      const reply = await request<{ data?: string } | null>({ url: `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}/DataChange` });
      // JNPF answers the record as JSON text in data.data.
      return reply.data?.data ? (JSON.parse(reply.data.data) as Record<string, unknown>) : null;
    },
    dataInterfaceRows: (interfaceId, query) => pageOf(`/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Action/List`, query, 'POST'),
    dataInterfaceRecords: async (interfaceId, valueKey, ids) => {
      const reply = await request<Record<string, unknown>[]>({
        url: `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Action/Info`,
        method: 'POST',
        data: { propsValue: valueKey, ids },
      });
      return reply.data;
    },
    flowTasks: (flowId, query) => pageOf(`/api/workflow/Engine/FlowEngine/${encodeURIComponent(flowId)}/FieldDataSelect`, query),
    currentUser: () => {
      const info = session.userInfo;
      if (!info) return null;
      return {
        userId: info.userId,
        userName: info.userName,
        organizeName: info.organizeName,
        departmentName: info.departmentName,
        positionName: info.positionIds?.map((position) => position.name).join(','),
      };
    },
  };
}
