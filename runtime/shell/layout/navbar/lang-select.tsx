import { Dropdown, Tooltip } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { changeLanguage } from '../../../app/language';
import { LANGUAGES } from '../../../i18n';
import { appState, type Lang } from '../../../state/app';

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
