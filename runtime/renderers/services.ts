import type { ApiCall } from '../../schemas';
import type { AreaNode, DictionaryItem, WidgetServices } from '../../widgets/services';
import type { Lang } from '../../schemas/text';
import { request } from '../data';
import { callApi } from './api';
import { cached } from './sessionCache';
import { clearPickerCaches, createPickerServices } from './pickerServices';

const dictionaries = new Map<string, Promise<DictionaryItem[]>>();
const areaChildren = new Map<string, Promise<AreaNode[]>>();

/** Forgets cached dictionaries and areas (after sign-out or an administrator's edit). */
export function clearServiceCaches(): void {
  dictionaries.clear();
  areaChildren.clear();
  clearPickerCaches();
}

/** The widget services of the running application: HTTP with per-session caches. */
export function createAppServices(lang: Lang): WidgetServices {
  return {
    lang,
    dictionary: (typeCode) =>
      cached(dictionaries, typeCode, async () => {
        const reply = await request<{ list: DictionaryItem[] }>({ url: `/api/system/DictionaryData/${encodeURIComponent(typeCode)}/Data/Selector` });
        return reply.data.list;
      }),
    areaChildren: (parentId) =>
      cached(areaChildren, parentId, async () => {
        const reply = await request<{ list: AreaNode[] }>({ url: `/api/system/Area/${encodeURIComponent(parentId)}/Selector` });
        return reply.data.list;
      }),
    areaNames: async (paths) => {
      if (paths.length === 0) return [];
      const reply = await request<string[][]>({ url: '/api/system/Area/GetAreaByIds', method: 'POST', data: { idsList: paths } });
      return reply.data;
    },
    call: async (api: ApiCall, context = {}) => (await callApi(api, context)).data,
    ...createPickerServices(),
  };
}
