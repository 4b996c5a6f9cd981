import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { billRuleWidget } from '../../../widgets/billRule';
import { makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [billRuleWidget.key]: billRuleWidget });

describe('billRule', () => {
  it('is a read-only box with the placeholder 系统自动生成', async () => {
    const { user, onChange } = renderWidget('billRule');
    const box = screen.getByPlaceholderText('系统自动生成');
    expect(box).toHaveProperty('readOnly', true);
    await user.type(box, 'X');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('previews the next number of its rule, greyed with a hint, and never emits it', async () => {
    const services = makeServices();
    const { onChange } = renderWidget('billRule', { field: { props: { rule: 'spvCode' } }, services });
    const box = screen.getByPlaceholderText('系统自动生成');
    expect(await screen.findByDisplayValue('SPVCODE-20261122-0001')).toBe(box);
    expect(box.className).toContain('widget-preview');
    expect(screen.getByText('仅为预览，保存时生成正式编号')).toBeTruthy();
    expect(services.billNumber).toHaveBeenCalledWith('spvCode');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the stored code, without asking for a preview', () => {
    const services = makeServices();
    renderWidget('billRule', { value: 'SPV2024010001', field: { props: { rule: 'spvCode' } }, services });
    expect(screen.getByDisplayValue('SPV2024010001')).toBeTruthy();
    expect(screen.queryByText('仅为预览，保存时生成正式编号')).toBeNull();
    expect(services.billNumber).not.toHaveBeenCalled();
  });

  it('shows no preview without a rule or when the number cannot be had', async () => {
    const failing = makeServices({ billNumber: async () => Promise.reject(new Error('down')) });
    renderWidget('billRule', { field: { props: { rule: 'x' } }, services: failing });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByPlaceholderText('系统自动生成')).toHaveProperty('value', '');
    expect(screen.queryByText('仅为预览，保存时生成正式编号')).toBeNull();
  });

  it('Display shows the stored code', () => {
    expect(renderDisplay('billRule', { value: 'SPV2024010001' }).container.textContent).toBe('SPV2024010001');
    expect(renderDisplay('billRule', { value: null }).container.textContent).toBe('—');
  });
});
