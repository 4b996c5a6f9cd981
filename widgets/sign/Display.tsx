import { memo } from 'react';
import { pickText } from '../../schemas/text';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { useWidgetServices } from '../services';
import { SignImage } from './SignImage';
import { SIGN_TEXTS } from './texts';

export const SignDisplay = memo(function SignDisplay({ value, inCell }: DisplayProps<string>) {
  const { lang } = useWidgetServices();
  if (typeof value !== 'string' || value === '') return <EmptyDisplay />;
  return <SignImage url={value} alt={pickText(SIGN_TEXTS.image, lang)} inCell={inCell} />;
});
