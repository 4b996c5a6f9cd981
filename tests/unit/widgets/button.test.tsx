import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { buttonWidget } from '../../../widgets/button';
import { makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [buttonWidget.key]: buttonWidget });

describe('button', () => {
  it('shows its text and does nothing when clicked (no value, JNPF scripts are not run)', async () => {
    const { user, onChange } = renderWidget('button', { field: { vModel: undefined, props: { buttonText: '查询库存' } } });
    await user.click(screen.getByRole('button', { name: '查询库存' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('has a default text in the services language', () => {
    renderWidget('button', { services: { ...makeServices(), lang: 'en' } });
    expect(screen.getByRole('button', { name: 'Button' })).toBeTruthy();
  });

  it('takes the antd type and JNPF colours, and the alignment', () => {
    const { container } = renderWidget('button', { field: { props: { type: 'primary', align: 'right' } } });
    expect(container.querySelector('.ant-btn-primary')).toBeTruthy();
    expect((container.querySelector('.widget-button') as HTMLElement).style.textAlign).toBe('right');
    const danger = renderWidget('button', { field: { props: { type: 'danger', buttonText: '删除记录' } } });
    expect(danger.getByRole('button', { name: '删除记录' }).className).toContain('ant-btn-color-dangerous');
  });

  it('is disabled with the form', () => {
    renderWidget('button', { disabled: true });
    expect(screen.getByRole('button')).toHaveProperty('disabled', true);
  });

  it('Display renders nothing', () => {
    expect(renderDisplay('button', { field: { props: { buttonText: '按钮' } } }).container.textContent).toBe('');
  });
});
