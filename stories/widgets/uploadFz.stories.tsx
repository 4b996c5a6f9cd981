import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('uploadFz');

const files = [
  { name: '加盟合同.pdf', fileId: 'f1.pdf', url: '/api/file/Attachment/annex/f1.pdf' },
  { name: '门店平面图.dwg', fileId: 'f2.dwg', url: '/api/file/Attachment/annex/f2.dwg' },
];

const states = widgetStates(files, { props: { showTip: true } });
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** PDF only, at most 2 files of 500 KB: the tip says so, and a third file is refused. */
export const Limited: WidgetStoryObj = {
  args: { value: [files[0]], field: { props: { accept: '.pdf', fileSize: 500, sizeUnit: 'KB', limit: 2, showTip: true } } },
};

/** Every upload is refused by the server: its message shows and the file is dropped. */
export const ServerRefuses: WidgetStoryObj = {
  args: { services: { upload: async () => { throw new Error('不支持的上传类型：annex'); } } },
};
