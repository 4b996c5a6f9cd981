import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../data';

/** Toggles browser full screen; warns when the browser does not support it. */
export function Fullscreen() {
  const { t } = useLingui();
  const [active, setActive] = useState(() => typeof document !== 'undefined' && !!document.fullscreenElement);

  useEffect(() => {
    const sync = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      notify.warning(t`您的浏览器不支持全屏`);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };

  const label = active ? t`退出全屏` : t`全屏`;
  return (
    <Tooltip title={label}>
      <button type="button" className="shell-navbar__item" aria-label={label} onClick={toggle}>
        {active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
