import { useCallback } from 'react';
import { App, message as staticMessage } from 'antd';

/**
 * A short warning toast. Inside antd's <App> (signed-in pages) its themed message API; elsewhere
 * (stories, tests, a form embedded without it) the static one, since the App context is then empty.
 */
export function useWarning(): (text: string, seconds: number) => void {
  const { message } = App.useApp();
  return useCallback(
    (text: string, seconds: number) => {
      const api = typeof message.warning === 'function' ? message : staticMessage;
      void api.warning(text, seconds);
    },
    [message],
  );
}
