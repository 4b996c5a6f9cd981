import { registerScreens } from '../runtime/views/screens';
import { goldMasterScreens } from './gold';
import { goldFinanceScreens } from './gold/finance';
import { permissionScreens } from './permission';
import { systemScreens } from './system';
import { adminComponents } from './admin';
import { menuScreens } from './menu';
import { onlineDevScreens } from './onlineDev';

/** Makes the gold and administration screens known to the runtime; runs before the router is built. */
registerScreens(goldMasterScreens);
registerScreens(goldFinanceScreens);
registerScreens(permissionScreens);
registerScreens(systemScreens);
registerScreens(adminComponents);
registerScreens(menuScreens);
registerScreens(onlineDevScreens);
