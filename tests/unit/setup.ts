/**
 * Shared setup of the unit tests (happy-dom): browser stubs antd needs, React Testing Library cleanup,
 * and lingui activated in the source language with an empty catalog (texts render as written).
 */
import { afterAll, afterEach } from 'vitest';
import { createElement } from 'react';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import notification from 'antd/es/notification';
import Modal from 'antd/es/modal';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@lingui/core';

// findBy*/waitFor wait up to 5 s (not 1 s): lazy screens load their chunks first on a busy machine.
configure({ asyncUtilTimeout: 5000 });

if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

if (typeof window.scrollTo !== 'function') window.scrollTo = () => {};

i18n.loadAndActivate({ locale: 'zh', messages: {} });

// Static messages without motion: happy-dom fires no transitionend, so a leaving message would keep
// React busy past the end of the file (and past the test window's teardown).
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});

afterEach(() => cleanup());

// antd's static message/notification hosts and Modal.confirm dialogs render in roots of their own,
// through React asynchronously; close them and let that work finish while the test window still
// exists, or React's scheduler runs after the environment is torn down ("window is not defined").
afterAll(async () => {
  Modal.destroyAll();
  message.destroy();
  notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Work those closings scheduled, then whatever it scheduled in turn.
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
});
