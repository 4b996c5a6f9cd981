import { StoryProviders, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';
import { ScanDialog } from '../../widgets/scanInput/ScanDialog';

export default widgetMeta('scanInput');

const states = widgetStates('GF-2026-0001');
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** The scanner dialog, open: the browser asks for the camera (or the dialog shows why it cannot). */
export const ScannerOpen: WidgetStoryObj = {
  render: () => (
    <StoryProviders>
      <ScanDialog open lang="zh" myCode="u1" onCancel={() => {}} onDecoded={() => {}} />
    </StoryProviders>
  ),
};
