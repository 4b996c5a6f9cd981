import type { ScreenSet } from '../../runtime/views/screens';

/** Administration screens no schema can express: authorisation trees, menu tree editor (being written). */
export const adminComponents: ScreenSet = { schemas: {}, pages: {}, fixed: [] };
