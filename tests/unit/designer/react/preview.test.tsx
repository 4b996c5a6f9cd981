import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Preview } from '../../../../designer/react/preview/Preview';
import { previewSchema } from '../../../../designer/react/preview/previewSchema';
import { designForm, renderInApp } from './panel-harness';

const form = designForm([
  { jnpfKey: 'comInput', vModel: 'customer', label: '客户名称', required: true, span: 12, formId: '1' },
  { jnpfKey: 'row', formId: '2', children: [{ jnpfKey: 'numInput', vModel: 'qty', label: '数量', span: 8, formId: '3' }] },
]);

/** The panel mounts antd and rjsf in happy-dom: on a busy machine a test takes seconds (the limit catches hangs). */
const SLOW = 60_000;

describe('preview', () => {
  it('renders the fields with the runtime renderer and validates on 校验', async () => {
    const { user } = renderInApp(<Preview form={form} device="desktop" open onClose={vi.fn()} />);
    expect(await screen.findByText('客户名称')).toBeTruthy();
    expect(screen.getByTestId('desktop-preview')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /校\s*验/ }));
    await waitFor(() => expect(document.querySelector('[data-field="customer"] .ant-form-item-explain-error')?.textContent).toBe('客户名称不能为空'));
  }, SLOW);

  it('renders a phone inside a 375 px frame with every span 24', async () => {
    renderInApp(<Preview form={form} device="phone" open onClose={vi.fn()} />);
    expect(await screen.findByText('客户名称')).toBeTruthy();
    const frame = screen.getByTestId('phone-frame');
    expect(frame.style.width).toBe('375px');
    expect(frame.querySelector('[data-field="customer"]')).toBeTruthy();
    const phone = previewSchema(form, 'phone');
    expect(phone.fields[0].span).toBeUndefined();
    expect(phone.fields[1].children?.[0].span).toBeUndefined();
  }, SLOW);
});
