import type { Meta, StoryObj } from '@storybook/react';
import { PropertyWorkbench } from './PropertyWorkbench';

/** The designer property panel: a widget's propsSchema rendered by @rjsf/core (antd theme). */
const meta: Meta<typeof PropertyWorkbench> = { title: 'Designer/Property panel', component: PropertyWorkbench };
export default meta;

type Story = StoryObj<typeof PropertyWorkbench>;

export const Input: Story = { args: { initialKey: 'comInput' } };
export const Amount: Story = { args: { initialKey: 'amount' } };
export const Select: Story = { args: { initialKey: 'select' } };
export const DateField: Story = { args: { initialKey: 'date' } };
export const Text: Story = { args: { initialKey: 'text' } };
