import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LocalText } from '../../../schemas/text';

type Lang3 = 'zh' | 'zhtw' | 'en';
const LANGS: readonly Lang3[] = ['zh', 'zhtw', 'en'];

function partsOf(value: LocalText | undefined): Record<Lang3, string> {
  if (value === undefined) return { zh: '', zhtw: '', en: '' };
  if (typeof value === 'string') return { zh: value, zhtw: '', en: '' };
  return { zh: value.zh, zhtw: value.zhtw ?? '', en: value.en ?? '' };
}

/** The text in three languages (zh required by the language; empty translations fall back to it). Empty everywhere: undefined. */
function compose(parts: Record<Lang3, string>): LocalText | undefined {
  if (!parts.zh && !parts.zhtw && !parts.en) return undefined;
  return { zh: parts.zh, ...(parts.zhtw ? { zhtw: parts.zhtw } : {}), ...(parts.en ? { en: parts.en } : {}) };
}

export interface LocalTextInputProps {
  value: LocalText | undefined;
  onChange: (value: LocalText | undefined) => void;
  onBlur?: () => void;
  /** Names the boxes for screen readers and tests ("标题 简体中文"). */
  name: string;
}

/**
 * A schema text edited in the three UI languages. A plain string (one text for every language) shows
 * in the 简体 box; the other boxes show it as their placeholder until a translation is typed. Memoised:
 * selecting another field re-renders only the boxes whose text differs.
 */
export const LocalTextInput = memo(function LocalTextInput({ value, onChange, onBlur, name }: LocalTextInputProps) {
  const { t } = useLingui();
  const parts = partsOf(value);
  const fallback = typeof value === 'string' ? value : parts.zh;
  const captions: Record<Lang3, string> = { zh: t`简`, zhtw: t`繁`, en: 'EN' };
  const titles: Record<Lang3, string> = { zh: t`简体中文`, zhtw: t`繁体中文`, en: 'English' };
  // Plain boxes styled as antd's small inputs (designer.css): three antd Inputs with their addons per text made
  // most of the work of selecting a field (issue 17's select figure).
  return (
    <div className="designer-local-text">
      {LANGS.map((lang) => (
        <div key={lang} className="designer-local-text-row">
          <span className="designer-local-text-lang" aria-hidden="true">{captions[lang]}</span>
          <input
            className="designer-text-box"
            aria-label={`${name} ${titles[lang]}`}
            value={parts[lang]}
            placeholder={lang === 'zh' ? undefined : fallback}
            onChange={(event) => {
              // A one-string text becomes per-language once a language is typed on its own.
              const base = typeof value === 'string' ? { zh: value, zhtw: '', en: '' } : parts;
              onChange(compose({ ...base, [lang]: event.target.value }));
            }}
            onBlur={onBlur}
          />
        </div>
      ))}
    </div>
  );
});
