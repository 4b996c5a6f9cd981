import { useState } from 'react';
import { Tabs } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { useQueryParams } from '../../data/useQuery';
import { Page } from '../common/Page';
import { BaseInfoTab } from './BaseInfoTab';
import { PasswordTab } from './PasswordTab';
import { ThemeTab } from './ThemeTab';
import { LanguageTab } from './LanguageTab';

const TABS = ['base', 'password', 'theme', 'language'] as const;
type Tab = (typeof TABS)[number];

/** /profile: personal data, password, layout and language. `?tab=password` opens the password tab. */
export function ProfilePage() {
  const { t } = useLingui();
  const snap = useSnapshot(session);
  const wanted = useQueryParams().get('tab') as Tab | null;
  const mustChange = !!snap.userInfo?.mustChangePassword;
  const [tab, setTab] = useState<Tab>(mustChange ? 'password' : wanted && TABS.includes(wanted) ? wanted : 'base');

  return (
    <Page>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        destroyOnHidden
        items={[
          { key: 'base', label: t`个人资料`, children: <BaseInfoTab /> },
          { key: 'password', label: t`修改密码`, children: <PasswordTab mustChange={mustChange} /> },
          { key: 'theme', label: t`系统风格`, children: <ThemeTab /> },
          { key: 'language', label: t`系统语言`, children: <LanguageTab /> },
        ]}
      />
    </Page>
  );
}
