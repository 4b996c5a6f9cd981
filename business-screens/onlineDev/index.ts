import type { ScreenSet } from '../../runtime/views/screens';

/**
 * Online development (在线开发): the form designs (/api/visualdev/Base). The list shows, copies and deletes designs;
 * 新建 and 设计 open the designer (designer/react, issue 17) as the custom dialog `visualdevDesigner`.
 */
export const onlineDevScreens: ScreenSet = {
  schemas: {
    'onlineDev.webDesign.list': () => import('./webDesign/list.json'),
  },
  pages: {
    'onlineDev/webDesign': 'onlineDev.webDesign.list',
  },
  fixed: [],
  dialogs: {
    visualdevDesigner: () => import('../../designer/react/DesignerDialog'),
    visualdevCodePreview: () => import('../../designer/react/codegen/CodePreviewDialog'),
    visualdevShare: () => import('../../designer/react/share/ShareDialog'),
  },
};
