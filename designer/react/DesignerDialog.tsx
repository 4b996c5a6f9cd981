import { useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { CustomDialogProps } from '../../runtime/views/screens';
import { DesignWorkspace } from './dialog/DesignWorkspace';
import { useDesignRecord } from './dialog/useDesignRecord';
import './form/designer.css';

/**
 * The form designer (custom dialog `visualdevDesigner` of the 功能设计 list, contract issue 17): a
 * full-screen dialog. Without a row a new design starts at 基础设置; with a row the design is loaded
 * and opened. A reload (after someone else saved) opens the stored design again.
 */
export default function DesignerDialog({ row, onClose, onDone }: CustomDialogProps) {
  const { t } = useLingui();
  const rowId = row?.id === undefined || row.id === null ? undefined : String(row.id);
  const [attempt, setAttempt] = useState(0);
  // The design loaded: the row's, or (a reload after the first save of a new design) the one saved.
  const [loadId, setLoadId] = useState(rowId);
  const loading = useDesignRecord(loadId, attempt);
  const [changed, setChanged] = useState(false);
  const leave = (anyChange: boolean) => (anyChange || changed ? onDone() : onClose());

  const body = () => {
    if (loading.status === 'loading') return <Spin style={{ display: 'block', margin: '120px auto' }} />;
    if (loading.status === 'error') {
      return (
        <div style={{ padding: 48 }}>
          <Alert
            type="error"
            showIcon
            title={loading.error || t`加载失败`}
            action={(
              <>
                <Button size="small" onClick={() => setAttempt((n) => n + 1)}>{t`重试`}</Button>
                <Button size="small" onClick={() => leave(false)}>{t`关闭`}</Button>
              </>
            )}
          />
        </div>
      );
    }
    return (
      <DesignWorkspace
        key={attempt}
        opened={loading.opened}
        onChanged={() => setChanged(true)}
        onReload={(id) => {
          setLoadId(id);
          setAttempt((n) => n + 1);
        }}
        onLeave={leave}
      />
    );
  };

  return (
    <Modal
      open
      title={null}
      footer={null}
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      rootClassName="designer-dialog"
      className="designer-dialog"
      destroyOnHidden
    >
      {body()}
    </Modal>
  );
}
