import { useMemo, type CSSProperties } from 'react';
import { ConfigProvider, theme } from 'antd';

type FaceState = 'rest' | 'error' | 'disabled';

/**
 * The looks of a cell at rest (Face.tsx): antd's input box in the current size and theme. `clipped`
 * cuts text wider than the box; `fits` is for text known to fit, without the clip (and the paint layer
 * each clip brings).
 */
export interface FaceStyles {
  fits: Record<FaceState, CSSProperties>;
  clipped: Record<FaceState, CSSProperties>;
  placeholder: CSSProperties;
  /** Horizontal room the box takes besides its text (padding and border). */
  chrome: number;
  fontSize: number;
}

/** Heights of one-line cell content in the current antd component size and theme. */
export interface CellMetrics {
  /** An input box (antd's control height for the component size). */
  control: number;
  /** One line of text. */
  line: number;
  face: FaceStyles;
}

type Token = ReturnType<typeof theme.useToken>['token'];
type Size = ReturnType<typeof ConfigProvider.useConfig>['componentSize'];

function faceStyles(token: Token, size: Size, control: number): FaceStyles {
  const padding = (size === 'small' ? token.paddingXS : token.paddingSM) - token.lineWidth;
  const fontSize = size === 'large' ? token.fontSizeLG : token.fontSize;
  const rest: CSSProperties = {
    boxSizing: 'border-box',
    height: control,
    padding: `0 ${padding}px`,
    lineHeight: `${control - 2 * token.lineWidth}px`,
    fontSize,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: size === 'small' ? token.borderRadiusSM : size === 'large' ? token.borderRadiusLG : token.borderRadius,
    background: token.colorBgContainer,
    color: token.colorText,
    whiteSpace: 'nowrap',
    cursor: 'text',
    outline: 'none',
  };
  const fits: Record<FaceState, CSSProperties> = {
    rest,
    error: { ...rest, borderColor: token.colorError },
    disabled: { ...rest, background: token.colorBgContainerDisabled, color: token.colorTextDisabled, cursor: 'not-allowed' },
  };
  const clip = (style: CSSProperties): CSSProperties => ({ ...style, overflow: 'hidden' });
  return {
    fits,
    clipped: { rest: clip(fits.rest), error: clip(fits.error), disabled: clip(fits.disabled) },
    placeholder: { color: token.colorTextPlaceholder },
    chrome: 2 * (padding + token.lineWidth),
    fontSize,
  };
}

export function useCellMetrics(): CellMetrics {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  return useMemo(() => {
    const control = componentSize === 'small' ? token.controlHeightSM : componentSize === 'large' ? token.controlHeightLG : token.controlHeight;
    return { control, line: Math.round(token.fontSize * token.lineHeight), face: faceStyles(token, componentSize, control) };
  }, [token, componentSize]);
}
