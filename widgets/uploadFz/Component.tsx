import { memo, useCallback, useMemo, useState } from 'react';
import { Button, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from '../types';
import { useFieldProps, useLocalText } from '../common/fieldProps';
import { MediaPreview } from '../common/MediaPreview';
import { downloadFile, isPreviewable } from '../common/mediaPreview';
import { useUploadList } from '../common/uploadList';
import { tipType, uploadTip, type UploadValueItem } from '../common/uploadRules';
import { useWidgetServices } from '../services';
import { uploadFzDefaults } from './props';

const tipStyle = { color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))', fontSize: 12, marginTop: 4 } as const;

/**
 * File upload (JNPF UploadFz): a button, the tip, and the list of files by name; a name downloads the
 * file (images and mp4 open the preview), removing asks first. Value: `[{ name, fileId, url }]`.
 */
export const UploadFz = memo(function UploadFz({ value, onChange, disabled, readOnly, field, id }: WidgetProps<UploadValueItem[]>) {
  const props = useFieldProps(field, uploadFzDefaults);
  const { lang } = useWidgetServices();
  const buttonText = useLocalText(props.buttonText);
  const upload = useUploadList({ value, onChange, props, images: false });
  const [preview, setPreview] = useState<{ items: UploadValueItem[]; start: number } | null>(null);
  const editable = !disabled && !readOnly;
  const tip = props.showTip ? uploadTip(lang, props.fileSize, props.sizeUnit, tipType(lang, props.accept, false)) : '';
  const showList = useMemo(() => ({ showRemoveIcon: editable, showDownloadIcon: true, showPreviewIcon: false }), [editable]);
  const { fileOf } = upload;

  const handlePreview = useCallback((entry: UploadFile) => {
    const item = fileOf(entry);
    if (!item) return;
    if (!isPreviewable(item)) return downloadFile(item);
    const media = upload.files.filter(isPreviewable);
    setPreview({ items: media, start: media.indexOf(item) });
  }, [fileOf, upload.files]);
  const handleDownload = useCallback((entry: UploadFile) => {
    const item = fileOf(entry);
    if (item) downloadFile(item);
  }, [fileOf]);

  return (
    <div className="widget-upload-fz">
      <Upload
        id={id}
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        onRemove={upload.onRemove}
        onPreview={handlePreview}
        onDownload={handleDownload}
        showUploadList={showList}
        accept={props.accept || undefined}
        multiple={props.limit !== 1}
        disabled={!editable}
      >
        {editable ? <Button icon={<UploadOutlined />}>{buttonText}</Button> : null}
      </Upload>
      {tip ? <div className="widget-upload-tip" style={tipStyle}>{tip}</div> : null}
      {preview ? <MediaPreview items={preview.items} start={preview.start} onClose={() => setPreview(null)} /> : null}
      {upload.holders}
    </div>
  );
});
