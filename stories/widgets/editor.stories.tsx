import { widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';

export default widgetMeta('editor');

const FILLED =
  '<h2 style="text-align: center;">足金手镯 收货说明</h2>' +
  '<p><b>克重</b>以门店复称为准，<span style="color: #f5222d;">误差超过 0.05 g</span> 请拒收。</p>' +
  '<ul><li>核对证书编号</li><li>拍照留存</li></ul><blockquote>如有疑问联系区域经理。</blockquote>';

const states = widgetStates(FILLED);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** A stored value with script and event handlers: both the editor and the Display show it sanitised. */
export const Hostile: WidgetStoryObj = {
  args: { value: '<p>正文<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>', display: true },
};
