import { propsSchema } from '../common/propsSchema';
import { UPLOAD_TEXT } from '../common/uploadTexts';
import { uploadPropsSchemaFields, type UploadProps } from '../common/uploadProps';

export type UploadFzProps = UploadProps;

export const uploadFzDefaults: UploadFzProps = {
  accept: '',
  fileSize: 10,
  sizeUnit: 'MB',
  limit: 9,
  buttonText: UPLOAD_TEXT.buttonText,
  showTip: false,
  type: 'annex',
};

export const uploadFzPropsSchema = propsSchema(uploadPropsSchemaFields({ fileSize: 10, type: 'annex' }));
