import { useState } from 'react';
import { StoryProviders, widgetMeta, widgetStates, type WidgetStoryObj } from '../kit';
import { createMemoryScope } from '../../widgets/form-scope';
import { relationFlowAttrWidget } from '../../widgets/relationFlowAttr';

export default widgetMeta('relationFlowAttr');

const field = { jnpfKey: 'relationFlowAttr', props: { relationField: 'task', showField: 'fullName' } };

// Without a chosen record the attribute shows its hint (a decoration: there is no value to fill).
const states = widgetStates(undefined, field);
export const Empty = states.Empty;
export const Disabled = states.Disabled;
export const Invalid = states.Invalid;

/** The attribute of the task a relation flow field chose (the record is put into the form scope). */
function WithRecord({ display }: { display?: boolean }) {
  const [scope] = useState(() => {
    const memory = createMemoryScope();
    memory.setRelated('task', { id: 'f1', fullName: '采购申请-0001' });
    return memory;
  });
  const { Component, Display: Shown } = relationFlowAttrWidget;
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
