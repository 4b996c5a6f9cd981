import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { hostTimeZone } from '../../../schemas/format/time';
import { setDisplayTimeZone } from '../../../widgets/common/time-zone';
import { lastValue, renderDisplay, renderWidget } from './harness';

// 2026-03-31 17:30:00 UTC is 2026-04-01 01:30 in China: the zone decides the day shown.
const AT = Date.UTC(2026, 2, 31, 17, 30, 0);

afterEach(() => setDisplayTimeZone(hostTimeZone()));

describe('dates in the configured time zone (system setting timeZone), not the browser\'s', () => {
  it('Display shows an instant as the wall clock of the configured zone', () => {
    const datetime = { field: { props: { type: 'datetime' } } };
    setDisplayTimeZone('Asia/Shanghai');
    expect(renderDisplay('date', { value: AT, ...datetime }).container.textContent).toBe('2026-04-01 01:30:00');
    expect(renderDisplay('date', { value: AT }).container.textContent).toBe('2026-04-01');
    setDisplayTimeZone('UTC');
    expect(renderDisplay('date', { value: AT, ...datetime }).container.textContent).toBe('2026-03-31 17:30:00');
  });

  it('never shifts a date stored as text', () => {
    for (const zone of ['Asia/Shanghai', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
      setDisplayTimeZone(zone);
      expect(renderDisplay('date', { value: '2026-04-01', field: { props: { valueFormat: 'YYYY-MM-DD' } } }).container.textContent).toBe('2026-04-01');
    }
  });

  it('the picker stores a picked day as that day\'s midnight in the configured zone, and shows it back as that day', async () => {
    setDisplayTimeZone('Asia/Shanghai');
    const { user, onChange } = renderWidget('date');
    const input = screen.getByRole('textbox');
    await user.click(input);
    fireEvent.change(input, { target: { value: '2024-03-05' } });
    await user.keyboard('{Enter}');
    expect(lastValue(onChange)).toBe(Date.UTC(2024, 2, 4, 16, 0, 0));
    expect(renderDisplay('date', { value: Date.UTC(2024, 2, 4, 16, 0, 0) }).container.textContent).toBe('2024-03-05');
  });
});
