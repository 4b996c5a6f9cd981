import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import type { FieldSchema } from '../../../schemas/types';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import { relationFormAttrWidget } from '../../../widgets/relationFormAttr';
import { Providers, makeServices } from './harness';

const field: FieldSchema = { jnpfKey: 'relationFormAttr', label: '城市', props: { relationField: 'customer', showField: 'city' } };

function renderAttr(display = false) {
  const scope = createMemoryScope();
  const onChange = vi.fn();
  const { Component, Display } = relationFormAttrWidget;
  const view = render(
    <Providers services={makeServices()}>
      <FormScopeContext.Provider value={scope}>
        {display ? <Display value={undefined} field={field} /> : <Component value={undefined} field={field} onChange={onChange} />}
      </FormScopeContext.Provider>
    </Providers>,
  );
  return { ...view, scope, onChange };
}

describe('relationFormAttr', () => {
  it('is a decoration without a value', () => {
    expect(relationFormAttrWidget.valueType).toBe('none');
  });

  it('shows the related record’s showField, the placeholder without one, and never emits', () => {
    const { container, scope, onChange } = renderAttr();
    expect(container.textContent).toBe('用于展示关联表单的属性，且数据不会保存');
    act(() => scope.setRelated('customer', { id: 'r1', city: '深圳' }));
    expect(container.textContent).toBe('深圳');
    act(() => scope.setRelated('other', { city: '北京' }));
    expect(container.textContent).toBe('深圳');
    act(() => scope.setRelated('customer', null));
    expect(container.textContent).toBe('用于展示关联表单的属性，且数据不会保存');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('Display shows the attribute, a dash without one', () => {
    const { container, scope } = renderAttr(true);
    expect(container.textContent).toBe('—');
    act(() => scope.setRelated('customer', { city: 0 }));
    expect(container.textContent).toBe('0');
  });
});
