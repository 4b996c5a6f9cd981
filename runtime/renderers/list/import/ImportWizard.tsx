import { useCallback, type ReactNode } from 'react';
import { Button, Modal, Steps, notification } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../../../schemas';
import { download } from '../../../data';
import type { DeclaredImport } from './importCalls';
import { PreviewStep } from './PreviewStep';
import { ResultStep } from './ResultStep';
import { UploadStep } from './UploadStep';
import { useImportWizard } from './useImportWizard';
import './import.css';

/** Import dialog width (docs/product.md#constants). */
export const IMPORT_DIALOG_WIDTH = 1000;

export interface ImportWizardProps {
  open: boolean;
  config: DeclaredImport;
  /** Placeholders of the import calls (`route`). */
  context: Record<string, unknown>;
  lang: Lang;
  /** Dialog title (the action's label, else 批量导入). */
  title?: string;
  /** `saved`: a save went through, the list reloads. */
  onClose(saved: boolean): void;
}

/** The bulk import wizard (docs/product.md#import-wizard): upload and check, preview, result. */
export function ImportWizard({ open, config, context, lang, title, onClose }: ImportWizardProps) {
  const { t } = useLingui();
  const [modal, modalHolder] = Modal.useModal();

  const confirmNoInventory = useCallback((numbers: string[]) => new Promise<boolean>((resolve) => {
    void modal.confirm({
      title: t`提示`,
      content: (
        <div className="gl-import-missing">
          <p>{t`以下货号没有入库记录，是否继续导入？`}</p>
          <p>{numbers.join('、')}</p>
        </div>
      ),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  }), [modal, t]);

  const [notice, noticeHolder] = notification.useNotification();
  // docs/product.md#import-wizard: a refusal shows as the import declares (`refusal`): a closable error toast that stays, else an error dialog.
  const toast = config.refusal === 'toast';
  const showError = useCallback((text: string) => {
    if (toast) notice.error({ message: text, duration: 0 });
    else void modal.error({ title: t`错误提示`, content: text });
  }, [toast, modal, notice, t]);

  const wizard = useImportWizard({ config, context, confirmNoInventory, showError });
  const close = () => onClose(wizard.saved);
  const template = config.template;

  let body: ReactNode;
  let footer: ReactNode;
  if (wizard.step === 0) {
    body = (
      <UploadStep
        file={wizard.file}
        checking={wizard.checking}
        onUpload={wizard.upload}
        onRemove={wizard.removeFile}
        onTemplate={template ? () => void download({ url: template, method: 'GET' }).catch(() => undefined) : undefined}
      />
    );
    footer = [
      <Button key="cancel" onClick={close}>{t`取消`}</Button>,
      <Button key="next" type="primary" loading={wizard.checking} onClick={wizard.next}>{t`下一步`}</Button>,
    ];
  } else if (wizard.step === 1) {
    body = <PreviewStep columns={config.columns} rows={wizard.rows} hasErrors={wizard.hasErrors} lang={lang} />;
    footer = [
      <Button key="prev" disabled={wizard.saving} onClick={wizard.prev}>{t`上一步`}</Button>,
      <Button key="next" type="primary" danger={wizard.hasErrors} loading={wizard.saving} onClick={wizard.next}>
        {wizard.hasErrors ? t`忽略错误` : t`下一步`}
      </Button>,
    ];
  } else {
    body = wizard.result ? <ResultStep result={wizard.result} columns={config.columns} lang={lang} /> : null;
    footer = [<Button key="close" type="primary" onClick={close}>{t`关闭`}</Button>];
  }

  return (
    <Modal
      open={open}
      title={title || t`批量导入`}
      width={IMPORT_DIALOG_WIDTH}
      onCancel={close}
      footer={footer}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {modalHolder}
      {noticeHolder}
      <Steps
        className="gl-import-steps"
        current={wizard.step}
        items={[{ title: t`上传文件` }, { title: t`数据预览` }, { title: t`导入结果` }]}
      />
      {body}
    </Modal>
  );
}
