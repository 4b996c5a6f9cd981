import { memo, useCallback, useMemo, useState } from 'react';
import { Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { MediaPreview } from '../common/MediaPreview';
import { useUploadList } from '../common/uploadList';
import { hasRoom, tipType, uploadTip, type UploadValueItem } from '../common/uploadRules';
import { useWidgetServices } from '../services';
import { uploadImgDefaults } from './props';

const tipStyle = { color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))', fontSize: 12 } as const;
const addStyle = { border: 0, background: 'none', cursor: 'pointer', color: 'inherit' } as const;

/**
 * Image upload (JNPF UploadImg): a picture-card list; a card opens the preview, removing asks first, the
 * add card disappears once the limit is reached. Pictures may be compressed before upload.
 */
export const UploadImg = memo(function UploadImg({ value, onChange, disabled, readOnly, field, id }: WidgetProps<UploadValueItem[]>) {
  const fieldProps = useFieldProps(field, uploadImgDefaults);
  // An empty accept still means pictures only: the file dialog and the check agree.
  const props = useMemo(() => ({ ...fieldProps, accept: fieldProps.accept || 'image/*' }), [fieldProps]);
  const { lang } = useWidgetServices();
  const buttonText = useLocalText(props.buttonText);
  const upload = useUploadList({ value, onChange, props, images: true, compress: props.compress });
  const [start, setStart] = useState<number | null>(null);
  const editable = !disabled && !readOnly;
  const tip = props.showTip ? uploadTip(lang, props.fileSize, props.sizeUnit, tipType(lang, props.accept, true)) : '';
  const showList = useMemo(() => ({ showRemoveIcon: editable, showPreviewIcon: true, showDownloadIcon: false }), [editable]);
  const { fileOf, files } = upload;

  const handlePreview = useCallback((entry: UploadFile) => {
    const item = fileOf(entry);
    if (item) setStart(files.indexOf(item));
  }, [fileOf, files]);

  return (
    <div className="widget-upload-img">
      <Upload
        id={id}
        listType="picture-card"
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        onRemove={upload.onRemove}
        onPreview={handlePreview}
        showUploadList={showList}
        accept={props.accept}
        multiple={props.limit !== 1}
        disabled={!editable}
      >
        {editable && hasRoom(upload.count, props.limit) ? (
          <button type="button" style={addStyle} className="widget-upload-img-add">
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{buttonText}</div>
          </button>
        ) : null}
      </Upload>
      {tip ? <div className="widget-upload-tip" style={tipStyle}>{tip}</div> : null}
      {start !== null ? <MediaPreview items={files} start={start} onClose={() => setStart(null)} /> : null}
      {upload.holders}
    </div>
  );
});
