import { useEffect, useState } from 'react';
import { Descriptions, Modal, Typography } from 'antd';
import { GoldOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { getPublicConfig, type PublicConfig } from '../../data/api/system';
import { settings } from '../../state/settings';

/** Client version shown when the server does not report one (docs/product.md#constants). */
export const FALLBACK_VERSION = '3.3';

/** About dialog: platform name, version, author and company, slogan (from SysConfig/Public). */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { title } = useSnapshot(settings);
  const [config, setConfig] = useState<PublicConfig | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    getPublicConfig().then((c) => { if (live) setConfig(c ?? {}); }, () => { if (live) setConfig({}); });
    return () => { live = false; };
  }, [open]);

  const name = config?.sysName || title;
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t`关于`} width={420} className="shell-about">
      <div className="shell-about__head">
        <GoldOutlined className="shell-about__logo" />
        <Typography.Title level={4}>{name}</Typography.Title>
      </div>
      <Descriptions column={1} size="small" items={[
        { key: 'name', label: t`平台名称`, children: name },
        { key: 'version', label: t`版本`, children: `V${config?.sysVersion || FALLBACK_VERSION}` },
        { key: 'company', label: t`作者与公司`, children: config?.companyName || '-' },
        ...(config?.copyright ? [{ key: 'copyright', label: t`版权`, children: config.copyright }] : []),
      ]} />
      <Typography.Paragraph type="secondary" className="shell-about__slogan">
        {t`让黄金加盟与供应链管理更简单`}
      </Typography.Paragraph>
    </Modal>
  );
}
