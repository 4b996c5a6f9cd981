import { memo } from 'react';
import { pickText } from '../../schemas/text';
import { useWidgetServices } from '../services';
import { RATE_TEXTS, type RateProps } from './props';

const style = { marginInlineStart: 8, color: 'var(--ant-color-text-secondary, rgba(0, 0, 0, 0.45))' } as const;

/** The word (showText) or the score (showScore) after the stars; nothing for no rating. */
export const RateScore = memo(function RateScore({ value, props }: { value: number; props: RateProps }) {
  const { lang } = useWidgetServices();
  if (props.showScore) return <span className="widget-rate-score" style={style}>{value}</span>;
  // element-ui picks the text of the star the value reaches (a half star counts as the next one).
  const text = props.showText && value > 0 ? RATE_TEXTS[Math.ceil(value) - 1] : undefined;
  return text ? <span className="widget-rate-score" style={style}>{pickText(text, lang)}</span> : null;
});
