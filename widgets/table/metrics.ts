import { useMemo } from 'react';
import { ConfigProvider, theme } from 'antd';

/** Heights of one-line cell content in the current antd component size and theme. */
export interface CellMetrics {
  /** An input box (antd's control height for the component size). */
  control: number;
  /** One line of text. */
  line: number;
}

export function useCellMetrics(): CellMetrics {
  const { token } = theme.useToken();
  const { componentSize } = ConfigProvider.useConfig();
  return useMemo(() => {
    const control = componentSize === 'small' ? token.controlHeightSM : componentSize === 'large' ? token.controlHeightLG : token.controlHeight;
    return { control, line: Math.round(token.fontSize * token.lineHeight) };
  }, [token, componentSize]);
}
