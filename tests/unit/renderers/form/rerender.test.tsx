import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../../widgets/registry';
import type { WidgetDefinition, WidgetProps } from '../../../../widgets/types';
import { formSchema, inputOf, renderSchemaForm } from './harness';

/** A widget that counts its renders (registered for this file only). */
const renders = { count: 0 };

function Probe({ value, onChange, id }: WidgetProps<string>) {
  renders.count += 1;
  return <input id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />;
}

const probe: WidgetDefinition<string> = {
  key: 'renderProbe',
  label: 'probe',
  group: 'basic',
  valueType: 'string',
  propsSchema: { type: 'object', properties: {} },
  defaults: {},
  trigger: 'change',
  Component: Probe,
  Display: ({ value }) => <span>{value}</span>,
};

beforeAll(() => {
  WIDGETS.renderProbe = probe;
});
afterAll(() => {
  delete WIDGETS.renderProbe;
});

describe('re-rendering', () => {
  it('re-renders only the field being typed in, not its siblings', async () => {
    const schema = formSchema([
      { vModel: 'name', jnpfKey: 'comInput', label: '名称', required: true },
      { vModel: 'other', jnpfKey: 'renderProbe', label: '其他', required: true },
    ]);
    const { container, user } = renderSchemaForm(schema);
    const input = await waitFor(() => inputOf(container, 'name'));
    await user.click(input);
    const before = renders.count;
    expect(before).toBeGreaterThan(0);

    await user.type(input, '深圳市金店有限公司');
    await user.tab();
    expect(input.value).toBe('深圳市金店有限公司');
    expect(renders.count).toBe(before);

    // The probe itself does re-render for its own input.
    await user.type(inputOf(container, 'other'), 'x');
    expect(renders.count).toBeGreaterThan(before);
  });
});
