import type { ReactNode } from 'react';

export interface PanelItemProps {
  label?: ReactNode;
  /** The box the label names (a click on the label focuses it). */
  htmlFor?: string;
  required?: boolean;
  /** Shown under the control: an error (red) or a help text. */
  error?: ReactNode;
  help?: ReactNode;
  children: ReactNode;
}

/**
 * One labelled row of the property panel, laid out as antd's vertical small form item. Plain markup on
 * purpose: antd's Form.Item measures itself while rendering (a forced layout per item), which made
 * selecting a field slow (issue 17's select figure, docs/designer.md).
 */
export function PanelItem({ label, htmlFor, required, error, help, children }: PanelItemProps) {
  return (
    <div className={error ? 'designer-panel-item has-error' : 'designer-panel-item'}>
      {label ? (
        <label className="designer-panel-item-label" htmlFor={htmlFor}>
          {required ? <span className="designer-required">*</span> : null}
          {label}
        </label>
      ) : null}
      {children}
      {error ? <div className="designer-panel-item-error" role="alert">{error}</div> : help ? <div className="designer-panel-item-help">{help}</div> : null}
    </div>
  );
}

/** A note of the panel (a hint, or an error with `danger`): plain text, not antd's Typography (which measures for its ellipsis). */
export function PanelNote({ danger, children }: { danger?: boolean; children: ReactNode }) {
  return (
    <span className={danger ? 'designer-panel-note is-danger' : 'designer-panel-note'} role={danger ? 'alert' : undefined}>
      {children}
    </span>
  );
}
