import { Dropdown, Tooltip } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { notify } from '../../../data';
import { setSystemLanguage } from '../../../data/api/currentUser';
import { switchLanguage } from '../../../app/language';
import { i18n, LANGUAGES } from '../../../i18n';
import { appState, type Lang } from '../../../state/app';
import { session } from '../../../state/session';

/** Switches the language, stores it for the user (best effort) and confirms in the new language. */
export async function changeLanguage(lang: Lang): Promise<void> {
  // Saving on the server is best effort: the local choice stands, and the success message (shown
  // after both settle) replaces any error popup of the save.
  const saved = session.token ? setSystemLanguage(lang).catch(() => undefined) : undefined;
  await switchLanguage(lang);
  await saved;
  notify.success(i18n._(msg`切换成功`));
}

/** Language menu; the current language is disabled. */
export function LangSelect() {
  const { t } = useLingui();
  const { language } = useSnapshot(appState);
  const label = t`语言`;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((l) => ({ key: l.value, label: l.label, disabled: l.value === language })),
        onClick: ({ key }) => void changeLanguage(key as Lang),
      }}
    >
      <Tooltip title={label} placement="left">
        <button type="button" className="shell-navbar__item" aria-label={label}>
          <TranslationOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
