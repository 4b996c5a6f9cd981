import { Input } from 'antd';
import { useLingui } from '@lingui/react/macro';
import type { LocalText } from '../../../schemas/text';

const asObject = (text: LocalText | undefined) => (typeof text === 'object' ? text : { zh: text ?? '' });

/** A text in the three languages (zh required by the language; empty zhtw / en are left out). */
export function LabelInput({ value, onChange, onBlur, name }: { value: LocalText | undefined; onChange: (text: LocalText) => void; onBlur: () => void; name: string }) {
  const { t } = useLingui();
  const text = asObject(value);
  const set = (lang: 'zh' | 'zhtw' | 'en', input: string) => {
    const next: Record<string, string> = { ...text, [lang]: input };
    if (!next.zhtw) delete next.zhtw;
    if (!next.en) delete next.en;
    onChange(next as LocalText);
  };
  const langs = [
    ['zh', t`简体中文`],
    ['zhtw', t`繁體中文`],
    ['en', t`英文`],
  ] as const;
  return (
    <div className="ld-label-input">
      {langs.map(([lang, title]) => (
        <Input key={lang} size="small" prefix={<span className="ld-muted">{lang}</span>} aria-label={`${name} ${title}`} value={text[lang] ?? ''} onChange={(e) => set(lang, e.target.value)} onBlur={onBlur} />
      ))}
    </div>
  );
}
