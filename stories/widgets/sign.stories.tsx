import { StoryProviders, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';
import { SignDialog } from '../../widgets/sign/SignDialog';

export default widgetMeta('sign');

/** A tiny stored signature (a data URL, so the story needs no network). */
const SIGNATURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="290" height="150"><path d="M20 110 C 60 20, 90 140, 130 60 S 200 120, 270 40" stroke="black" stroke-width="6" fill="none"/></svg>');

const states = widgetStates(SIGNATURE);
export const Empty = states.Empty;
export const Filled = states.Filled;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;
export const Display = states.Display;

/** The 600 px signature dialog, open (draw with the mouse; 确定 on an empty pad warns 请签名). */
export const DialogOpen: WidgetStoryObj = {
  render: () => (
    <StoryProviders>
      <SignDialog open canvasHeight={300} onCancel={() => {}} onDone={() => {}} />
    </StoryProviders>
  ),
};
