import { Button, Spin, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { IMPORT_ACCEPT } from './importFile';
import type { UploadedFile } from './useImportWizard';

export interface UploadStepProps {
  file: UploadedFile | null;
  checking: boolean;
  onUpload(file: File): void;
  onRemove(): void;
  /** Download of the template file, when the schema names one. */
  onTemplate?: () => void;
}

/** Step 1: one xls/xlsx file dropped or picked; it is checked by the server at once. */
export function UploadStep({ file, checking, onUpload, onRemove, onTemplate }: UploadStepProps) {
  const fileList: UploadFile[] = file ? [{ uid: file.uid, name: file.name, status: file.status }] : [];
  return (
    <div className="gl-import-upload">
      <Spin spinning={checking}>
        <Upload.Dragger
          accept={IMPORT_ACCEPT}
          multiple={false}
          maxCount={1}
          fileList={fileList}
          // The file goes to the schema's check call, not to antd's uploader.
          beforeUpload={(picked) => {
            onUpload(picked);
            return Upload.LIST_IGNORE;
          }}
          onRemove={() => {
            onRemove();
            return true;
          }}
        >
          <p className="ant-upload-drag-icon"><InboxOutlined aria-hidden /></p>
          <p className="ant-upload-text"><Trans>将文件拖到此处，或点击上传</Trans></p>
          <p className="ant-upload-hint"><Trans>只能上传xls或xlsx文件，且不超过100MB</Trans></p>
        </Upload.Dragger>
      </Spin>
      {onTemplate ? (
        <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={onTemplate} className="gl-import-template">
          <Trans>下载模板</Trans>
        </Button>
      ) : null}
    </div>
  );
}
