import type { ScreenSet } from '../../runtime/views/screens';

/** The system administration screens (being written). */
export const systemScreens: ScreenSet = { schemas: {}, pages: {}, fixed: [] };
