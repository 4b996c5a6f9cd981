import { lazy } from 'react';

/** The schema renderers load on demand: the sign-in page and the shell never download them. */
export const SchemaPage = lazy(() => import('../renderers/SchemaPage').then((m) => ({ default: m.SchemaPage })));
