import { Input } from 'antd';
import { useLingui } from '@lingui/react/macro';

/** The keyword box of a list page's filter bar (请输入关键词查询); Enter applies the filters where the page has a search. */
export function KeywordInput({ value, onChange, onSearch }: { value: string; onChange: (value: string) => void; onSearch?: () => void }) {
  const { t } = useLingui();
  return (
    <Input
      allowClear
      placeholder={t`请输入关键词查询`}
      aria-label={t`关键词`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={onSearch}
      style={{ width: 220 }}
    />
  );
}
