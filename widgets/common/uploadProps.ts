import type { LocalText } from '../../schemas/text';
import { booleanProp, enumProp, integerProp, localTextProp, numberProp, stringProp } from './propsSchema';
import type { CompressSetting, SizeUnit } from './uploadRules';

/** Designer properties shared by the file and the image uploader (JNPF names). */
export interface UploadProps {
  /** The file input's accept list ('.pdf,.docx', 'image/*'). */
  accept?: string;
  /** Size limit in sizeUnit; none (null, 0) skips the check. */
  fileSize?: number | null;
  sizeUnit?: SizeUnit;
  /** Most files in the value; none (null, 0) means no limit. */
  limit?: number | null;
  buttonText?: LocalText;
  /** Shows 只能上传不超过{size}{unit}的{type}文件 under the control. */
  showTip?: boolean;
  /** Upload type of POST /api/file/Uploader/{type}. */
  type?: string;
}

export const uploadPropsSchemaFields = (defaults: { fileSize: number; type: string }) => ({
  accept: stringProp('允许上传的类型', { description: "如 .pdf,.docx 或 image/*" }),
  fileSize: numberProp('文件大小限制', { default: defaults.fileSize, minimum: 0 }),
  sizeUnit: enumProp('大小单位', [['KB', 'KB'], ['MB', 'MB'], ['GB', 'GB']], { default: 'MB', type: 'string' }),
  limit: integerProp('最大上传数', { default: 9, minimum: 0 }),
  buttonText: localTextProp('按钮文字'),
  showTip: booleanProp('显示提示'),
  type: stringProp('上传类型', { default: defaults.type }),
});

/** Image compression: none, a fixed size, or a percentage of the original. */
export const compressPropSchema = {
  title: '图片压缩',
  anyOf: [
    { type: 'null', title: '不压缩' },
    {
      type: 'object',
      title: '固定大小',
      properties: {
        mode: { const: 'size', default: 'size' },
        size: { type: 'number', title: '大小', minimum: 0 },
        unit: { type: 'string', title: '单位', enum: ['KB', 'MB', 'GB'], default: 'KB' },
      },
      required: ['mode', 'size'],
    },
    {
      type: 'object',
      title: '百分比',
      properties: {
        mode: { const: 'percent', default: 'percent' },
        percent: { type: 'number', title: '原图的百分比', minimum: 1, maximum: 99 },
      },
      required: ['mode', 'percent'],
    },
  ],
};

export type { CompressSetting };
