import type { AreaNode, DictionaryItem, WidgetServices } from '../../../widgets/services';
import type { Lang } from '../../../schemas/text';
import { request } from '../../data';
import { uploadTo } from '../../renderers/pickerServices';
import { sharedFormUrl } from './load';

/**
 * Widget services of a shared form. Nobody is signed in, and the app's own lookups need a session (its 600 would
 * end a session that does not exist and send the visitor to the sign-in page). So they go through the link
 * (server/modules/visualdev/share/visitor-routes.ts) or answer from its reply: the items of the form's dictionaries
 * came with the form, areas and uploads are the link's own calls. Directory and record pickers are not on a shared
 * form (schemas/share.ts): their services answer nothing, and the server fills bill numbers and system fields.
 */
const unavailable = (): Promise<never> => Promise.reject(new Error('not available on a shared form'));

export function createShareServices(lang: Lang, token: string, dictionaries: Record<string, DictionaryItem[]> = {}): WidgetServices {
  const base = sharedFormUrl(token);
  const areas = new Map<string, Promise<AreaNode[]>>();
  return {
    lang,
    dictionary: async (typeCode) => dictionaries[typeCode] ?? [],
    areaChildren: (parentId) => {
      let children = areas.get(parentId);
      if (!children) {
        children = request<{ list: AreaNode[] }>({ url: `${base}/Areas/${encodeURIComponent(parentId)}`, silent: true }).then((r) => r.data.list);
        // A failed lookup is asked again next time.
        children.catch(() => areas.delete(parentId));
        areas.set(parentId, children);
      }
      return children;
    },
    areaNames: async (paths) => (paths.length === 0 ? [] : (await request<string[][]>({ url: `${base}/AreaNames`, method: 'POST', data: { idsList: paths }, silent: true })).data),
    call: unavailable,
    pickerTree: async () => [],
    pickerNames: async () => ({}),
    billNumber: unavailable,
    upload: (file, fileName, type, onProgress) => uploadTo(`${base}/Upload/${encodeURIComponent(type)}`, file, fileName, onProgress),
    relationRows: async () => ({ list: [], total: 0 }),
    relationRecord: async () => null,
    dataInterfaceRows: async () => ({ list: [], total: 0 }),
    dataInterfaceRecords: async () => [],
    flowTasks: async () => ({ list: [], total: 0 }),
    currentUser: () => null,
  };
}
