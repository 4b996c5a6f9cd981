import { useEffect, useState } from 'react';
import { App, Avatar, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { feedbackHref } from '../../../../schemas/feedback-address';
import { getPublicConfig } from '../../../data/api/system';
import { session } from '../../../state/session';
import { lockScreen, signOut } from '../../lock/actions';
import { AboutDialog } from '../about-dialog';
import { HELP_DOCS_EXTERNAL, HELP_DOCS_URL } from '../links';
import { ShellLink, useGo } from '../nav';

/**
 * The 反馈 link from the system setting `feedbackAddress` (public config, read once per shell): a mail to an
 * e-mail address, a web address in a new tab; null (no entry) while unset, unknown or not one of those.
 */
function useFeedbackHref(): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPublicConfig().then((c) => { if (live) setHref(feedbackHref(c?.feedbackAddress)); }, () => undefined);
    return () => { live = false; };
  }, []);
  return href;
}

const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Avatar and name with the personal menu: profile, feedback (when set), about, lock, help docs (the user guide), log out. */
export function UserDropdown() {
  const { t } = useLingui();
  const { modal } = App.useApp();
  const go = useGo();
  const { userInfo } = useSnapshot(session);
  const [aboutOpen, setAboutOpen] = useState(false);
  const feedback = useFeedbackHref();
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
            ...(feedback ? [{
              key: 'feedback',
              label: <a href={feedback} {...(feedback.startsWith('mailto:') ? {} : NEW_TAB)}>{t`反馈`}</a>,
            }] : []),
            { key: 'about', label: t`关于` },
            { key: 'lock', label: t`锁屏` },
            // The built-in guide opens as a page of the app (a tab beside the user's work); a configured address leaves it.
            { key: 'help', label: HELP_DOCS_EXTERNAL ? <a href={HELP_DOCS_URL} {...NEW_TAB}>{t`帮助文档`}</a> : <ShellLink to={HELP_DOCS_URL}>{t`帮助文档`}</ShellLink> },
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
