import { Radio } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { setSystemLanguage } from '../../data/api/currentUser';
import { notify } from '../../data/feedback';
import { LANGUAGES } from '../../i18n';
import { appState, type Lang } from '../../state/app';
import { switchLanguage } from '../../app/language';

/** 系统语言: saved on the server, then the UI switches. */
export function LanguageTab() {
  const { t } = useLingui();
  const app = useSnapshot(appState);

  const change = async (language: Lang) => {
    try {
      await setSystemLanguage(language);
      await switchLanguage(language);
      notify.success(t`切换成功`);
    } catch {
      /* message shown by the HTTP client */
    }
  };

  return (
    <Radio.Group
      value={app.language}
      onChange={(e) => void change(e.target.value as Lang)}
      options={LANGUAGES.map((l) => ({ value: l.value, label: l.label }))}
    />
  );
}
