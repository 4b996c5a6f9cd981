/**
 * The source folders and files of what a visitor sees before signing in: the sign-in and scan pages, the lock
 * screen, the HTTP client's messages, the router and guards. Their texts form the sign-in part of each catalog
 * (`locales/<lang>.po?signin`, cut from the same .po files by scripts/vite-signin-catalog.ts), so the sign-in
 * page does not download the texts of the whole application (docs/architecture.md#languages).
 * tests/unit/login/sign-in-catalog.test.tsx renders the sign-in pages with only this part and fails on a missing text.
 */
export const SIGN_IN_SOURCES: readonly string[] = [
  'runtime/shell/login/',
  'runtime/shell/lock/',
  'runtime/data/',
  'runtime/app/',
  'runtime/permission/',
  'runtime/state/',
  'runtime/i18n/',
  'runtime/views/notFound/',
  'runtime/views/open/',
];
