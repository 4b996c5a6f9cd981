import { download, request } from '../../../runtime/data';

/** The code generation calls (server/modules/visualdev/codegen/routes.ts). */
const GEN = '/api/visualdev/Generater';
const seg = encodeURIComponent;

export interface PreviewFile { id: string; folderName: string; fileName: string; path: string; fileType: string; fileContent: string }
export interface PreviewFolder { id: string; fileName: string; children: PreviewFile[] }
export interface CodeForm { module: string; className?: string }

export const areaNames = async (): Promise<string[]> => (await request<string[]>({ url: `${GEN}/AreasName` })).data ?? [];

export const codePreview = async (id: string, form: CodeForm): Promise<PreviewFolder[]> =>
  (await request<{ list: PreviewFolder[] }>({ url: `${GEN}/${seg(id)}/Actions/CodePreview`, method: 'POST', data: { ...form } })).data?.list ?? [];

export const downloadCode = (id: string, form: CodeForm): Promise<void> =>
  download({ url: `${GEN}/${seg(id)}/Actions/DownloadCode`, method: 'POST', data: { ...form }, fileName: `${form.module}-${form.className ?? 'module'}.zip` });
