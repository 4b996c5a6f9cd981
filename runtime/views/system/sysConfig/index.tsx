import { useEffect, useState } from 'react';
import { Descriptions, Skeleton } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { getSysConfig } from '../../../data/api/system';
import { Page } from '../../common/Page';

/** Keys shown, in order; secrets (mail password, keys) are never shown. */
export const SHOWN_KEYS = [
  'sysName', 'sysDescription', 'sysVersion', 'copyright', 'companyName', 'companyCode', 'companyAddress',
  'companyContacts', 'companyTelePhone', 'companyEmail', 'sysTheme', 'pageSize', 'tokenTimeout',
  'singleLogin', 'lastLoginTimeSwitch', 'whitelistSwitch', 'whitelistIp', 'isLog',
] as const;

function display(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** System configuration (menu address system/sysConfig), read-only for now. */
export function SysConfigPage() {
  const { t } = useLingui();
  const [config, setConfig] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    let live = true;
    getSysConfig().then((c) => { if (live) setConfig(c ?? {}); }).catch(() => { if (live) setConfig({}); });
    return () => { live = false; };
  }, []);

  const labels: Record<(typeof SHOWN_KEYS)[number], string> = {
    sysName: t`系统名称`, sysDescription: t`系统描述`, sysVersion: t`系统版本`, copyright: t`版权信息`,
    companyName: t`公司名称`, companyCode: t`公司简称`, companyAddress: t`公司地址`, companyContacts: t`公司法人`,
    companyTelePhone: t`公司电话`, companyEmail: t`公司邮箱`, sysTheme: t`系统主题`, pageSize: t`分页条数`,
    tokenTimeout: t`超时登出（分钟）`, singleLogin: t`登录方式`, lastLoginTimeSwitch: t`上次登录提醒`,
    whitelistSwitch: t`白名单验证`, whitelistIp: t`白名单`, isLog: t`系统日志`,
  };

  return (
    <Page>
      {config === null ? (
        <Skeleton active />
      ) : (
        <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
          {SHOWN_KEYS.map((key) => (
            <Descriptions.Item key={key} label={labels[key]}>{display(config[key])}</Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </Page>
  );
}
