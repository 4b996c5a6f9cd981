import { useState } from 'react';
import { StoryProviders, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';
import { createMemoryScope } from '../../widgets/form-scope';
import { relationFormAttrWidget } from '../../widgets/relationFormAttr';

export default widgetMeta('relationFormAttr');

const field = { jnpfKey: 'relationFormAttr', props: { relationField: 'customer', showField: 'city' } };

// Without a chosen record the attribute shows its hint (a decoration: there is no value to fill).
const states = widgetStates(undefined, field);
export const Empty = states.Empty;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;

/** The attribute of the customer a relation form field chose (the record is put into the form scope). */
function WithRecord({ display }: { display?: boolean }) {
  const [scope] = useState(() => {
    const memory = createMemoryScope();
    memory.setRelated('customer', { id: 'r1', name: '周大生南山店', code: 'S001', city: '深圳' });
    return memory;
  });
  const { Component, Display: Shown } = relationFormAttrWidget;
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
