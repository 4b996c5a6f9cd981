import { Radio } from 'antd';
import { useSnapshot } from 'valtio';
import { LANGUAGES } from '../../i18n';
import { appState, type Lang } from '../../state/app';
import { changeLanguage } from '../../app/language';

/** 系统语言: saved on the server, then the UI switches. */
export function LanguageTab() {
  const app = useSnapshot(appState);

  const change = async (language: Lang) => {
    try {
      await changeLanguage(language, { requireSave: true });
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
