import type { Lang } from '../../../schemas/text';
import type { WidgetServices } from '../../../widgets/services';

const none = async () => [];
const noRows = async () => ({ list: [], total: 0 });

/**
 * The services widgets get on the canvas: no network. A design shows each widget at rest (disabled, no
 * value), so dictionaries, pickers and data interfaces answer nothing; 200 fields cost no request.
 */
export function designServices(lang: Lang): WidgetServices {
  return {
    lang,
    dictionary: none,
    areaChildren: none,
    areaNames: none,
    call: async () => [],
    pickerTree: none,
    pickerNames: async () => ({}),
    billNumber: async () => '',
    upload: async () => {
      throw new Error('no upload in the designer');
    },
    relationRows: noRows,
    relationRecord: async () => null,
    dataInterfaceRows: noRows,
    dataInterfaceRecords: none,
    flowTasks: noRows,
    currentUser: () => null,
  };
}
