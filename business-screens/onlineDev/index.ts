import type { ScreenSet } from '../../runtime/views/screens';

/**
 * Online development (在线开发): the form designs (/api/visualdev/Base). Until the designer's screens exist the
 * list shows, copies and deletes designs; they are created and edited through the designer (issue 17).
 */
export const onlineDevScreens: ScreenSet = {
  schemas: {
    'onlineDev.webDesign.list': () => import('./webDesign/list.json'),
  },
  pages: {
    'onlineDev/webDesign': 'onlineDev.webDesign.list',
  },
  fixed: [],
};
