import { propsSchema } from '../common/propsSchema';
import { UPLOAD_TEXT } from '../common/uploadTexts';
import { compressPropSchema, uploadPropsSchemaFields, type CompressSetting, type UploadProps } from '../common/uploadProps';

export interface UploadImgProps extends UploadProps {
  /** Redraws pictures before upload to reach a fixed size or a percentage of the original. */
  compress?: CompressSetting | null;
}

/** Spec section 9: size 2 MB, type annexpic, images only. */
export const uploadImgDefaults: UploadImgProps = {
  accept: 'image/*',
  fileSize: 2,
  sizeUnit: 'MB',
  limit: 9,
  buttonText: UPLOAD_TEXT.buttonText,
  showTip: false,
  type: 'annexpic',
  compress: null,
};

export const uploadImgPropsSchema = propsSchema({
  ...uploadPropsSchemaFields({ fileSize: 2, type: 'annexpic' }),
  compress: compressPropSchema,
});
