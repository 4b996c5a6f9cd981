import { afterEach, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import message from 'antd/es/message';
import { notify } from '../../../runtime/data/feedback';
import { messageTexts } from './net';

afterEach(() => message.destroy());

it('shows one popup at a time and runs the replaced popup\'s onClose once', async () => {
  let closed = 0;
  notify.error('甲', { onClose: () => closed++ });
  await waitFor(() => expect(messageTexts()).toEqual(['甲']));
  notify.success('乙');
  await waitFor(() => expect(messageTexts()).toEqual(['乙']));
  expect(closed).toBe(1);
  notify.info('丙');
  expect(closed).toBe(1);
});
