import { getTemplate, getUiOptions, type FieldTemplateProps, type TemplatesType } from '@rjsf/utils';
import { PanelItem } from './PanelItem';

/** rjsf's field row as the panel's light row (PanelItem) instead of the antd theme's Form.Item. */
function FieldTemplate(props: FieldTemplateProps) {
  const { children, displayLabel, label, required, id, hidden, rawErrors, errors, rawHelp, help, rawDescription, description, uiSchema, registry } = props;
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  const options = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, options);
  // A checkbox names itself; rjsf's description goes under the box, as the antd theme puts it.
  const shownLabel = displayLabel && options.widget !== 'checkbox' ? label : undefined;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <PanelItem label={shownLabel} htmlFor={id} required={required} error={rawErrors?.length ? errors : undefined} help={rawHelp ? help : undefined}>
        {children}
        {rawDescription ? <div className="designer-panel-item-help">{description}</div> : null}
      </PanelItem>
    </WrapIfAdditionalTemplate>
  );
}

export const PANEL_TEMPLATES: Partial<TemplatesType> = { FieldTemplate };
