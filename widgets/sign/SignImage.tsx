import { memo } from 'react';

const boxStyle = { maxWidth: 290, maxHeight: 150, border: '1px solid var(--ant-color-border-secondary, #f0f0f0)', borderRadius: 4 } as const;
const cellStyle = { maxHeight: 32, maxWidth: 96, verticalAlign: 'middle' } as const;

/** A stored signature (half the canvas size in forms, a thumbnail in list cells). */
export const SignImage = memo(function SignImage({ url, alt, inCell }: { url: string; alt: string; inCell?: boolean }) {
  return <img className="widget-sign-image" src={url} alt={alt} style={inCell ? cellStyle : boxStyle} />;
});
