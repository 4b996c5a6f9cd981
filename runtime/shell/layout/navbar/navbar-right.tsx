import { Badge, Tooltip } from 'antd';
import { BellOutlined, CommentOutlined, SettingOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { settings } from '../../../state/settings';
import { messages } from '../../../state/messages';
import { HeaderSearch } from '../header-search';
import { openPanel } from '../panels';
import { Fullscreen } from './fullscreen';
import { LangSelect } from './lang-select';
import { SizeSelect } from './size-select';
import { UserDropdown } from './user-dropdown';

/** Right side of the navbar: search, messages, chat, full screen, size, language, settings, user. */
export function NavbarRight() {
  const { t } = useLingui();
  const { showSearch, showLanguage, showSettings } = useSnapshot(settings);
  const { unreadNotices, unreadChats, chatBlink } = useSnapshot(messages);
  const noticeLabel = t`消息`;
  const chatLabel = t`即时聊天`;
  const settingsLabel = t`系统设置`;

  return (
    <div className="shell-navbar__right">
      {showSearch && <HeaderSearch />}
      <Tooltip title={noticeLabel}>
        <button type="button" className="shell-navbar__item" aria-label={noticeLabel} onClick={() => openPanel('notice')}>
          <Badge count={unreadNotices} size="small"><BellOutlined /></Badge>
        </button>
      </Tooltip>
      <Tooltip title={chatLabel}>
        <button type="button" className={`shell-navbar__item${chatBlink ? ' shell-navbar__item--blink' : ''}`} aria-label={chatLabel} onClick={() => openPanel('chat')}>
          <Badge count={unreadChats} dot={chatBlink && unreadChats === 0} size="small"><CommentOutlined /></Badge>
        </button>
      </Tooltip>
      <Fullscreen />
      <SizeSelect />
      {showLanguage && <LangSelect />}
      {showSettings && (
        <Tooltip title={settingsLabel}>
          <button type="button" className="shell-navbar__item" aria-label={settingsLabel} onClick={() => openPanel('settings')}>
            <SettingOutlined />
          </button>
        </Tooltip>
      )}
      <UserDropdown />
    </div>
  );
}
