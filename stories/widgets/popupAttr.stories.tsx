import { useState } from 'react';
import { StoryProviders, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';
import { createMemoryScope } from '../../widgets/form-scope';
import { popupAttrWidget } from '../../widgets/popupAttr';

export default widgetMeta('popupAttr');

const field = { jnpfKey: 'popupAttr', props: { relationField: 'shop', showField: 'code' } };

// Without a chosen record the attribute shows its hint (a decoration: there is no value to fill).
const states = widgetStates(undefined, field);
export const Empty = states.Empty;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;

/** The attribute of the shop a popup select field chose (the record is put into the form scope). */
function WithRecord({ display }: { display?: boolean }) {
  const [scope] = useState(() => {
    const memory = createMemoryScope();
    memory.setRelated('shop', { id: 'r2', name: '周大生福田店', code: 'S002', city: '深圳' });
    return memory;
  });
  const { Component, Display: Shown } = popupAttrWidget;
  return (
    <StoryProviders scope={scope}>
      <div style={{ maxWidth: 640, padding: 16 }} data-testid="widget-story">
        {display ? <Shown value={undefined} field={field} /> : <Component value={undefined} onChange={() => {}} field={field} />}
      </div>
    </StoryProviders>
  );
}

export const Filled: WidgetStoryObj = { render: () => <WithRecord /> };
export const Display: WidgetStoryObj = { render: () => <WithRecord display /> };
