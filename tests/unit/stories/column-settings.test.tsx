/** The column-settings story: opened by its play function, its checkboxes hide and show columns. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import preview from '../../../.storybook/preview';
import * as stories from '../../../stories/list/column-settings.stories';

setProjectAnnotations(preview);
const { Open } = composeStories(stories);

describe('column settings story', () => {
  it('opens with a checkbox per column; unticking hides the column, reset restores the defaults', async () => {
    const { container } = render(<Open />);
    await Open.play!({ canvasElement: container });
    const remark = await screen.findByRole('checkbox', { name: '备注' });
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect((remark as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('shown-columns').textContent).toBe('shopCode, shopName, city');

    fireEvent.click(screen.getByRole('checkbox', { name: '城市' }));
    await waitFor(() => expect(screen.getByTestId('shown-columns').textContent).toBe('shopCode, shopName'));

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByTestId('shown-columns').textContent).toBe('shopCode, shopName, city'));
  });
});
