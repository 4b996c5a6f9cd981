declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** The sign-in part of a catalog (scripts/vite-signin-catalog.ts). */
declare module '*.po?signin' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
