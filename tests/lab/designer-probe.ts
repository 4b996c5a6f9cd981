/**
 * In-page measures of the designer bench (tests/bench/designer.ts). Each sample runs from an input event's
 * timestamp to the end of the main thread's work on the first frame whose DOM shows the input's result: every
 * frame's requestAnimationFrame callback checks the DOM (before that frame's style, layout and paint); once the
 * check passes, the sample ends at the next frame's requestAnimationFrame callback, which cannot start before
 * the passing frame's style, layout, paint and commit are done.
 * Why frames and not a posted message after the paint: the bench runs Chromium without the frame-rate limit (as
 * the keystroke bench), and while anything animates (a focus ring's 0.2 s transition after a box loses focus)
 * Chromium produces frames back to back and runs normal-priority tasks only between bursts of them; a Chromium
 * trace showed the posted message waiting 60 ms behind ten paint-only frames after the undo had painted in the
 * first one. A real display paces frames at its refresh rate, so that wait belongs to the bench, not to the
 * designer.
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

/** The first frame whose DOM passes `check` (checked in its requestAnimationFrame callback), to that frame's end. */
function measureFrom(kind: Kind, start: number, check: () => boolean): void {
  const frame = () =>
    requestAnimationFrame(() => {
      if (check()) {
        requestAnimationFrame(() => window.__designer[kind].push(performance.now() - start));
        return;
      }
      if (performance.now() - start > TIMEOUT_MS) window.__designer.failed += 1;
      else frame();
    });
  frame();
}

/** The next event of `type` that `accept` takes starts one sample of `kind`. */
function once(type: 'pointerdown' | 'keydown', accept: (event: Event) => boolean, kind: Kind, check: () => boolean): void {
  const listener = (event: Event) => {
    if (!accept(event)) return;
    window.removeEventListener(type, listener, true);
    measureFrom(kind, event.timeStamp, check);
  };
  // Capture phase: the designer stops the keys it handles. Its work (a discrete event's render) runs within
  // the event's dispatch, before the next frame.
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
  // React renders a move's state in a task of its own after the event: a move is shown once the overlay (dnd-kit
  // positions it in that render) has left the place it had at the event.
  const overlayPlace = () => (document.querySelector('.designer-overlay')?.parentElement as HTMLElement | null)?.style.transform ?? null;
  window.addEventListener('pointermove', (event) => {
    if (!recording) return;
    const place = overlayPlace();
    if (place === null && started) return;
    if (place === null) {
      started = true;
      measureFrom('dragStart', event.timeStamp, () => overlayPlace() !== null);
      return;
    }
    measureFrom('drag', event.timeStamp, () => overlayPlace() !== place);
  }, true); // capture: the place before dnd-kit's listener (on the document) handles the move
}
