import { useState } from 'react';
import { App, Avatar, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../../state/session';
import { lockScreen, signOut } from '../../lock/actions';
import { AboutDialog } from '../about-dialog';
import { FEEDBACK_HREF, HELP_DOCS_URL } from '../links';
import { useGo } from '../nav';

/** Avatar and name with the personal menu: profile, feedback, about, lock, help docs, log out. */
export function UserDropdown() {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const go = useGo();
  const { userInfo } = useSnapshot(session);
  const [aboutOpen, setAboutOpen] = useState(false);
  const name = userInfo?.realName || userInfo?.userName || userInfo?.account || '';

  const confirmLogout = () => {
    modal.confirm({
      title: t`提示`,
      content: t`您确定要退出应用程序吗?`,
      okText: t`确定`,
      cancelText: t`取消`,
      onOk: signOut,
    });
  };

  const actions: Record<string, () => void> = {
    profile: () => go('/profile'),
    about: () => setAboutOpen(true),
    lock: lockScreen,
    logout: confirmLogout,
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', label: t`个人信息` },
            { key: 'feedback', label: <a href={FEEDBACK_HREF}>{t`反馈`}</a> },
            { key: 'about', label: t`关于` },
            { key: 'lock', label: t`锁屏` },
            { key: 'help', label: <a href={HELP_DOCS_URL} target="_blank" rel="noopener noreferrer">{t`帮助文档`}</a> },
            { type: 'divider' },
            { key: 'logout', label: t`退出登录` },
          ],
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <button type="button" className="shell-navbar__item shell-user" aria-label={t`用户菜单`}>
          <Avatar size="small" src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
          <span className="shell-user__name">{name}</span>
          <DownOutlined className="shell-user__arrow" />
        </button>
      </Dropdown>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </>
  );
}
