import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import { relationFlowAttrWidget } from '../../../widgets/relationFlowAttr';
import { Providers, makeServices } from './harness';

describe('relationFlowAttr', () => {
  it('shows a field of the task the relation flow chose, in the form and in Display', () => {
    const scope = createMemoryScope();
    const field = { jnpfKey: 'relationFlowAttr', props: { relationField: 'task', showField: 'fullName' } };
    const { Component, Display } = relationFlowAttrWidget;
    const { getByTestId } = render(
      <Providers services={makeServices()}>
        <FormScopeContext.Provider value={scope}>
          <div data-testid="form"><Component value={undefined} onChange={() => {}} field={field} /></div>
          <div data-testid="detail"><Display value={undefined} field={field} /></div>
        </FormScopeContext.Provider>
      </Providers>,
    );
    expect(getByTestId('form').textContent).toBe('用于展示关联表单的属性，且数据不会保存');
    expect(getByTestId('detail').textContent).toBe('—');
    act(() => scope.setRelated('task', { id: 'f1', fullName: '采购申请-0001' }));
    expect(getByTestId('form').textContent).toBe('采购申请-0001');
    expect(getByTestId('detail').textContent).toBe('采购申请-0001');
    expect(relationFlowAttrWidget.valueType).toBe('none');
  });
});
