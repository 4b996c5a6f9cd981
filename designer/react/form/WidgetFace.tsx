import { Component, memo, type ReactNode } from 'react';
import type { FieldSchema } from '../../../schemas/types';
import { widgetFor } from '../../../widgets/registry';

const noop = () => undefined;

/** A widget that fails to render in design shows its key instead of taking the canvas down. */
class FaceBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * A field's widget as it will look, in design mode: disabled, without a value, and inert (no pointer,
 * no focus inside), so a click selects the field instead of opening the widget. Memoised on the
 * (immutable) entry: a change elsewhere in the design never re-renders it.
 */
export const WidgetFace = memo(function WidgetFace({ field }: { field: FieldSchema }) {
  const widget = widgetFor(field.jnpfKey);
  const fallback = <span className="designer-face-missing">{field.jnpfKey}</span>;
  if (!widget) return fallback;
  const Widget = widget.Component;
  return (
    <div className="designer-face" inert>
      <FaceBoundary fallback={fallback}>
        <Widget value={undefined} onChange={noop} disabled field={field} />
      </FaceBoundary>
    </div>
  );
});
