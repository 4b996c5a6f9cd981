import { propsSchema } from '../common/propsSchema';
import { DEFAULT_UPLOAD_SIZE } from '../../schemas/upload-size';
import { UPLOAD_TEXT } from '../common/uploadTexts';
import { compressPropSchema, uploadPropsSchemaFields, type CompressSetting, type UploadProps } from '../common/uploadProps';

export interface UploadImgProps extends UploadProps {
  /** Redraws pictures before upload to reach a fixed size or a percentage of the original. */
  compress?: CompressSetting | null;
}

/** Spec section 9: size 2 MB, type annexpic, images only. */
export const uploadImgDefaults: UploadImgProps = {
  accept: 'image/*',
  fileSize: DEFAULT_UPLOAD_SIZE.uploadImg.size,
  sizeUnit: DEFAULT_UPLOAD_SIZE.uploadImg.unit,
  limit: 9,
  buttonText: UPLOAD_TEXT.buttonText,
  showTip: false,
  type: 'annexpic',
  compress: null,
};

export const uploadImgPropsSchema = propsSchema({
  ...uploadPropsSchemaFields({ fileSize: DEFAULT_UPLOAD_SIZE.uploadImg.size, type: 'annexpic' }),
  compress: compressPropSchema,
});
