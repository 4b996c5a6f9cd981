import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGETS } from '../../../widgets/registry';
import { uploadImgWidget } from '../../../widgets/uploadImg';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [uploadImgWidget.key]: uploadImgWidget });

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const image = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });
const addCard = (container: HTMLElement) => container.querySelector('.widget-upload-img-add');
const pictures = [
  { name: '门头.png', fileId: 'p1.png', url: '/api/file/Image/annexpic/p1.png' },
  { name: '柜台.jpg', fileId: 'p2.jpg', url: '/api/file/Image/annexpic/p2.jpg' },
];

afterEach(() => vi.unstubAllGlobals());

describe('uploadImg', () => {
  it('uploads a picture as annexpic, emits [{name, fileId, url}] and shows it as a card', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('uploadImg', { services });
    expect(fileInput(container).getAttribute('accept')).toBe('image/*');
    await user.upload(fileInput(container), image('样品.png', 1000));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(services.upload.mock.calls[0][2]).toBe('annexpic');
    const value = lastValue(onChange) as Array<Record<string, string>>;
    expect(value).toEqual([{ name: '样品.png', fileId: expect.any(String), url: expect.any(String) }]);
    await waitFor(() => expect(container.querySelector(`.ant-upload-list-item img[src="${value[0].url}"]`)).not.toBeNull());
  });

  it('hides the add card once limit 1 is reached', async () => {
    const full = renderWidget('uploadImg', { value: [pictures[0]], field: { props: { limit: 1 } } });
    expect(addCard(full.container)).toBeNull();
    full.unmount();

    const { user, container, onChange } = renderWidget('uploadImg', { field: { props: { limit: 1 } } });
    expect(addCard(container)).not.toBeNull();
    expect(fileInput(container).multiple).toBe(false);
    await user.upload(fileInput(container), image('头像.png', 100));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    await waitFor(() => expect(addCard(container)).toBeNull());
  });

  it('says 最多可以上传{limit}张图片 when a selection does not fit', async () => {
    const services = makeServices();
    const { user, container, onChange } = renderWidget('uploadImg', { services, value: [pictures[0]], field: { props: { limit: 2 } } });
    await user.upload(fileInput(container), [image('a.png', 10), image('b.png', 10)]);
    expect(await screen.findByText('最多可以上传2张图片')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(services.upload).toHaveBeenCalledTimes(1);
  });

  it('refuses pictures of 2 MB and more by default, and files that are not pictures', async () => {
    const services = makeServices();
    const { container } = renderWidget('uploadImg', { services, field: { props: { showTip: true } } });
    expect(container.querySelector('.widget-upload-tip')?.textContent).toBe('只能上传不超过2MB的图片文件');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(container), image('大图.png', 2 * 1024 * 1024));
    expect(await screen.findByText('文件大小超过2MB')).toBeTruthy();
    await user.upload(fileInput(container), new File(['x'], '说明.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('文件格式不正确，只能上传图片文件')).toBeTruthy();
    expect(services.upload).not.toHaveBeenCalled();
  });

  it('asks 确定删除? before removing a picture', async () => {
    const { user, onChange } = renderWidget('uploadImg', { value: pictures });
    await user.click(screen.getAllByRole('button', { name: 'Remove file' })[1]);
    expect(await screen.findByText('确定删除?')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确 定' }));
    expect(lastValue(onChange)).toEqual([pictures[0]]);
  });

  it('opens the preview at the clicked picture', async () => {
    const { user } = renderWidget('uploadImg', { value: pictures });
    await user.click(screen.getAllByRole('link', { name: /preview/i })[1]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(pictures[1].url);
    expect(dialog.textContent).toContain('2 / 2');
  });

  it('compression that cannot run says 图片压缩失败 and uploads nothing', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const services = makeServices();
    const { user, container, onChange } = renderWidget('uploadImg', { services, field: { props: { compress: { mode: 'size', size: 1, unit: 'KB' } } } });
    await user.upload(fileInput(container), image('照片.png', 5000));
    expect(await screen.findByText('图片压缩失败')).toBeTruthy();
    expect(services.upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('compresses under the fixed size before the upload (JPEG, lower quality first)', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 400, height: 300, close })));
    // A canvas whose JPEG size grows with quality and area, like a real encoder.
    vi.stubGlobal('OffscreenCanvas', class {
      constructor(public width: number, public height: number) {}
      getContext() { return { fillRect() {}, drawImage() {}, fillStyle: '' }; }
      async convertToBlob({ quality }: { quality: number }) {
        return new Blob([new Uint8Array(Math.round(this.width * this.height * quality * 0.05))], { type: 'image/jpeg' });
      }
    });
    const services = makeServices();
    const { user, container, onChange } = renderWidget('uploadImg', { services, field: { props: { compress: { mode: 'size', size: 2, unit: 'KB' } } } });
    await user.upload(fileInput(container), image('照片.png', 50_000));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [sent, name] = services.upload.mock.calls[0];
    expect(sent.size).toBeLessThanOrEqual(2048);
    expect(sent.type).toBe('image/jpeg');
    expect(name).toBe('照片.jpg');
    expect(close).toHaveBeenCalled();
  });

  it('Display shows thumbnails that open the preview, and a dash when empty', async () => {
    const { container, getAllByRole } = renderDisplay('uploadImg', { value: pictures });
    const thumbs = container.querySelectorAll('img');
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(pictures.map((p) => p.url));
    await userEvent.setup().click(getAllByRole('button')[0]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(pictures[0].url);
    expect(renderDisplay('uploadImg', { value: null }).container.textContent).toBe('—');
  });
});
