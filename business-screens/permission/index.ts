import type { ScreenSet } from '../../runtime/views/screens';

/** The permission administration screens (being written). */
export const permissionScreens: ScreenSet = { schemas: {}, pages: {}, fixed: [] };
