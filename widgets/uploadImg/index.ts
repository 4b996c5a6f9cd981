import type { WidgetDefinition } from '../types';
import type { UploadValueItem } from '../common/uploadRules';
import { UploadImg } from './Component';
import { UploadImgDisplay } from './Display';
import { uploadImgDefaults, uploadImgPropsSchema } from './props';

/** JNPF `uploadImg`: picture upload; value `[{ name, fileId, url }]`. */
export const uploadImgWidget: WidgetDefinition<UploadValueItem[]> = {
  key: 'uploadImg',
  label: { zh: '图片上传', zhtw: '圖片上傳', en: 'Image upload' },
  group: 'advanced',
  valueType: 'array',
  propsSchema: uploadImgPropsSchema,
  defaults: { ...uploadImgDefaults },
  trigger: 'change',
  Component: UploadImg,
  Display: UploadImgDisplay,
};
