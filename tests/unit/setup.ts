/**
 * Shared setup of the unit tests (happy-dom): browser stubs antd needs, React Testing Library cleanup,
 * and lingui activated in the source language with an empty catalog (texts render as written).
 */
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';

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

afterEach(() => cleanup());
