import type { DictionaryItem, WidgetServices } from '../../../widgets/services';
import type { Lang } from '../../../schemas/text';

/**
 * Widget services of a shared form. Nobody is signed in, and every lookup of the app's services (dictionaries,
 * areas, people and organisation pickers, uploads, bill numbers, related records) needs a session: its 600 would
 * end a session that does not exist and send the visitor to the sign-in page. So here they answer from what the
 * link's reply brought (the items of the form's dictionaries) or nothing: areas, pickers, uploads and related
 * records are empty or refused, and the server fills bill numbers and system fields on submit.
 */
const unavailable = (): Promise<never> => Promise.reject(new Error('not available on a shared form'));

export function createShareServices(lang: Lang, dictionaries: Record<string, DictionaryItem[]> = {}): WidgetServices {
  return {
    lang,
    dictionary: async (typeCode) => dictionaries[typeCode] ?? [],
    areaChildren: async () => [],
    areaNames: async (paths) => paths.map(() => []),
    call: unavailable,
    pickerTree: async () => [],
    pickerNames: async () => ({}),
    billNumber: unavailable,
    upload: unavailable,
    relationRows: async () => ({ list: [], total: 0 }),
    relationRecord: async () => null,
    dataInterfaceRows: async () => ({ list: [], total: 0 }),
    dataInterfaceRecords: async () => [],
    flowTasks: async () => ({ list: [], total: 0 }),
    currentUser: () => null,
  };
}
