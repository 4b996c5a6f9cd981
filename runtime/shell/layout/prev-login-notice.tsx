import { useEffect } from 'react';
import { App } from 'antd';
import { useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { hasArrivedFromLogin, prevLoginInfo, takeArrivedFromLogin } from './prev-login';

/**
 * Shows 上次登录信息 (2 s, bottom right) once after sign-in when userInfo.prevLogin is 1 and there was
 * a previous login (not on the very first sign-in, not on a reload or a navigation inside the app).
 */
export function usePrevLoginNotice(): void {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { userInfo } = useSnapshot(session);

  useEffect(() => {
    if (!userInfo || !hasArrivedFromLogin()) return;
    takeArrivedFromLogin();
    const info = prevLoginInfo(userInfo);
    if (!info) return;
    const { time } = info;
    const ip = info.ip || '-';
    const place = info.place || '-';
    notification.info({
      key: 'prev-login',
      title: t`上次登录信息`,
      description: (
        <div className="shell-prev-login">
          <div>{t`登录时间：${time}`}</div>
          <div>{t`登录地点：${place}`}</div>
          <div>{t`登录IP：${ip}`}</div>
        </div>
      ),
      duration: 2,
      placement: 'bottomRight',
    });
  }, [userInfo]);
}
