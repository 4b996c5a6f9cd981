import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { amountToChinese } from '../../schemas/format/amount';
import { useWidgetServices } from '../services';

const style = { color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))', fontSize: 12, lineHeight: '20px' } as const;

/** "大写：壹仟贰佰叁拾肆元伍角" under an amount; nothing for an empty value. */
export const AmountChinese = memo(function AmountChinese({ value }: { value: unknown }) {
  const { t } = useLingui();
  const { lang } = useWidgetServices();
  if (value === null || value === undefined || value === '') return null;
  return (
    <div className="widget-amount-chinese" style={style}>
      {t`大写`}：{amountToChinese(value, lang)}
    </div>
  );
});
