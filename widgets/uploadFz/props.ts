import { propsSchema } from '../common/propsSchema';
import { DEFAULT_UPLOAD_SIZE } from '../../schemas/upload-size';
import { UPLOAD_TEXT } from '../common/uploadTexts';
import { uploadPropsSchemaFields, type UploadProps } from '../common/uploadProps';

export type UploadFzProps = UploadProps;

export const uploadFzDefaults: UploadFzProps = {
  accept: '',
  fileSize: DEFAULT_UPLOAD_SIZE.uploadFz.size,
  sizeUnit: DEFAULT_UPLOAD_SIZE.uploadFz.unit,
  limit: 9,
  buttonText: UPLOAD_TEXT.buttonText,
  showTip: false,
  type: 'annex',
};

export const uploadFzPropsSchema = propsSchema(uploadPropsSchemaFields({ fileSize: DEFAULT_UPLOAD_SIZE.uploadFz.size, type: 'annex' }));
