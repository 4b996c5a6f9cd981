import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import { signWidget } from '../../../widgets/sign';
import type { SignPad } from '../../../widgets/sign/pad';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [signWidget.key]: signWidget });

// happy-dom has no canvas: the dialog draws on a fake pad (the pad's one seam, widgets/sign/pad.ts).
const fake = { empty: true, cleared: 0, canvas: null as HTMLCanvasElement | null };
vi.mock('../../../widgets/sign/pad', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../widgets/sign/pad')>()),
  createSignPad: async (canvas: HTMLCanvasElement): Promise<SignPad> => {
    fake.canvas = canvas;
    return {
      isEmpty: () => fake.empty,
      clear: () => {
        fake.cleared += 1;
        fake.empty = true;
      },
      toBlob: async () => new Blob(['png'], { type: 'image/png' }),
      destroy: () => {},
    };
  },
}));

beforeEach(() => {
  fake.empty = true;
  fake.cleared = 0;
  fake.canvas = null;
});

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name.split('').join('\\s?')}$`) });

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: /点击签名/ }));
  await screen.findByRole('dialog');
  await waitFor(() => expect(fake.canvas).not.toBeNull());
}

describe('sign', () => {
  it('opens a 600 px dialog with a 580 px canvas', async () => {
    renderWidget('sign');
    await openDialog();
    expect(fake.canvas!.width).toBe(580);
    expect(fake.canvas!.height).toBe(300);
    const dialog = document.querySelector<HTMLElement>('.ant-modal')!;
    expect(dialog.style.width).toBe('600px');
  });

  it('warns 请签名 when confirming an empty pad, and emits nothing', async () => {
    const { onChange, services } = renderWidget('sign');
    await openDialog();
    fireEvent.click(button('确定'));
    expect(await screen.findByText('请签名', { selector: '.ant-message *' })).toBeTruthy();
    expect(services.upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads the drawing as sign.png (annexpic) and emits its url', async () => {
    const services = makeServices({ upload: vi.fn(async () => ({ name: 'sign.png', fileId: 'f9', url: '/api/file/Image/annexpic/f9' })) });
    const { onChange } = renderWidget('sign', { services });
    await openDialog();
    fake.empty = false;
    fireEvent.click(button('确定'));
    await waitFor(() => expect(lastValue(onChange)).toBe('/api/file/Image/annexpic/f9'));
    const [blob, name, type] = (services.upload as ReturnType<typeof vi.fn>).mock.calls[0];
    expect(blob).toBeInstanceOf(Blob);
    expect([name, type]).toEqual(['sign.png', 'annexpic']);
    await waitFor(() => expect(screen.getByRole<HTMLImageElement>('img', { name: '签名' }).src).toContain('/api/file/Image/annexpic/f9'));
  });

  it('clears the pad with 清空', async () => {
    renderWidget('sign');
    await openDialog();
    fake.empty = false;
    fireEvent.click(button('清空'));
    expect(fake.cleared).toBe(1);
  });

  it('asks "确定删除?" before removing the stored signature', async () => {
    const { onChange } = renderWidget('sign', { value: '/s.png' });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除?')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(button('确定'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(undefined));
    expect(screen.getByRole('button', { name: /点击签名/ })).toBeTruthy();
  });

  it('asks in English with the spec text', async () => {
    renderWidget('sign', { value: '/s.png', services: { ...makeServices(), lang: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('sure to delete?')).toBeTruthy();
  });

  it('offers no changes when disabled', () => {
    renderWidget('sign', { value: '/s.png', disabled: true });
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('img', { name: '签名' })).toBeTruthy();
  });

  it('displays the image, or the empty dash', () => {
    const { container, unmount } = renderDisplay('sign', { value: '/s.png' });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/s.png');
    unmount();
    expect(renderDisplay('sign', { value: undefined }).container.textContent).toBe('—');
  });
});
