import { memo } from 'react';
import { Rate as AntRate } from 'antd';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useFieldProps } from '../common/fieldProps';
import { rateDefaults } from './props';
import { RateScore } from './Score';
import { isUnrated, toScore } from './value';

/** The stars, read-only, with the score or word when the field shows them; list cells: "4/5". */
export const RateDisplay = memo(function RateDisplay({ value, field, inCell }: DisplayProps<number>) {
  const props = useFieldProps(field, rateDefaults);
  if (isUnrated(value)) return <EmptyDisplay />;
  const score = toScore(value);
  if (inCell) return <span>{`${score}/${props.max ?? 5}`}</span>;
  return (
    <span className="widget-rate" aria-label={`${score}/${props.max ?? 5}`}>
      <AntRate count={props.max ?? 5} allowHalf={!!props.allowHalf} value={score} disabled />
      <RateScore value={score} props={props} />
    </span>
  );
});
