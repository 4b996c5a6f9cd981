import { registerScreens } from '../runtime/views/screens';
import { goldMasterScreens } from './gold';

/** Makes the gold screens known to the runtime; runs before the router is built. */
registerScreens(goldMasterScreens);
