import type { WidgetDefinition } from '../types';
import type { UploadValueItem } from '../common/uploadRules';
import { UploadFz } from './Component';
import { UploadFzDisplay } from './Display';
import { uploadFzDefaults, uploadFzPropsSchema } from './props';

/** JNPF `uploadFz`: file upload; value `[{ name, fileId, url }]`. */
export const uploadFzWidget: WidgetDefinition<UploadValueItem[]> = {
  key: 'uploadFz',
  label: { zh: '文件上传', zhtw: '檔案上傳', en: 'File upload' },
  group: 'advanced',
  valueType: 'array',
  propsSchema: uploadFzPropsSchema,
  defaults: { ...uploadFzDefaults },
  trigger: 'change',
  Component: UploadFz,
  Display: UploadFzDisplay,
};
