import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { FormScopeContext, createMemoryScope } from '../../../widgets/form-scope';
import { popupAttrWidget } from '../../../widgets/popupAttr';
import { Providers, makeServices } from './harness';

describe('popupAttr', () => {
  it('shows a field of the record the popup select chose; a hint until then', () => {
    const scope = createMemoryScope();
    const { Component } = popupAttrWidget;
    const { container } = render(
      <Providers services={{ ...makeServices(), lang: 'en' }}>
        <FormScopeContext.Provider value={scope}>
          <Component value={undefined} onChange={() => {}} field={{ jnpfKey: 'popupAttr', props: { relationField: 'shop', showField: 'tags' } }} />
        </FormScopeContext.Provider>
      </Providers>,
    );
    expect(container.textContent).toBe('Shows an attribute of the related form; it is not saved');
    act(() => scope.setRelated('shop', { tags: ['金', '银'] }));
    expect(container.textContent).toBe('金, 银');
    expect(popupAttrWidget.valueType).toBe('none');
  });
});
