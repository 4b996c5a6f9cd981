import { useEffect, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { setMessageApi } from '../data/feedback';

/** Hands antd App's context-aware message API to the HTTP client's single-popup helper. */
function FeedbackBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setMessageApi(message);
    return () => setMessageApi(null);
  }, [message]);
  return null;
}

/** antd App (message, modal, notification contexts for `App.useApp()`) for the signed-in pages. */
export function AppContexts({ children }: { children: ReactNode }) {
  return (
    <AntApp>
      <FeedbackBridge />
      {children}
    </AntApp>
  );
}
