/**
 * In-page measures of the designer bench (tests/bench/designer.ts). Each sample runs from an input event's
 * timestamp to after the paint of the frame that shows its result: the event's handling (React's work is
 * scheduled from it and runs first), then the next frame whose DOM passes the check (checked in its
 * requestAnimationFrame callback, i.e. before that frame's style, layout and paint), then a posted message,
 * which runs after that paint. The bench runs Chromium without the frame-rate limit, as the keystroke bench.
 */
declare global {
  interface Window {
    __designer: { select: number[]; drag: number[]; dragStart: number[]; undo: number[]; failed: number };
    __armSelect: (formId: string, label: string) => void;
    __armUndo: (formId: string, label: string) => void;
    __recordDrag: (on: boolean) => void;
  }
}

type Kind = 'select' | 'drag' | 'dragStart' | 'undo';
const TIMEOUT_MS = 5000;

/** After the tasks queued so far (React's scheduled render among them), the first painted frame whose DOM passes `check`. */
function measureFrom(kind: Kind, start: number, check: () => boolean = () => true): void {
  const channel = new MessageChannel();
  const frame = () =>
    requestAnimationFrame(() => {
      if (!check()) {
        if (performance.now() - start > TIMEOUT_MS) window.__designer.failed += 1;
        else frame();
        return;
      }
      channel.port1.onmessage = () => window.__designer[kind].push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  channel.port1.onmessage = frame;
  channel.port2.postMessage(null);
}

/** The next event of `type` that `accept` takes starts one sample of `kind`. */
function once(type: 'pointerdown' | 'keydown', accept: (event: Event) => boolean, kind: Kind, check: () => boolean): void {
  const listener = (event: Event) => {
    if (!accept(event)) return;
    window.removeEventListener(type, listener, true);
    measureFrom(kind, event.timeStamp, check);
  };
  // Capture phase: the designer stops the keys it handles. Its work (a discrete event's render) runs within
  // the event's dispatch, before the message measureFrom posts.
  window.addEventListener(type, listener, true);
}

const panelShows = (formId: string, label: string) => {
  const panel = document.querySelector(`[data-testid="property-panel"][data-field="${CSS.escape(formId)}"]`);
  // The first box of the panel is the label's 简体 text (its aria-label is a translated message).
  const box = panel?.querySelector<HTMLInputElement>('input');
  return box?.value === label;
};

const blockShows = (formId: string, label: string) =>
  document.querySelector(`[data-form-id="${CSS.escape(formId)}"] .designer-block-label`)?.textContent === label;

export function installDesignerProbe(): void {
  window.__designer = { select: [], drag: [], dragStart: [], undo: [], failed: 0 };
  window.__armSelect = (formId, label) => once('pointerdown', () => true, 'select', () => panelShows(formId, label));
  window.__armUndo = (formId, label) =>
    once('keydown', (event) => (event as KeyboardEvent).key === 'z', 'undo', () => blockShows(formId, label) && panelShows(formId, label));
  let recording = false;
  let started = false;
  window.__recordDrag = (on) => {
    recording = on;
    started = false;
  };
  // Every pointer move of a drag: the first one that starts the drag (dnd-kit measures every drop target then) apart.
  window.addEventListener('pointermove', (event) => {
    if (!recording) return;
    const dragging = document.querySelector('.designer-overlay') !== null;
    if (!dragging && started) return;
    if (!dragging) {
      started = true;
      measureFrom('dragStart', event.timeStamp, () => document.querySelector('.designer-overlay') !== null);
      return;
    }
    measureFrom('drag', event.timeStamp);
  });
}
