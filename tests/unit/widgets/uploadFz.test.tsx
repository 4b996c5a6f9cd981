import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WIDGETS } from '../../../widgets/registry';
import type { UploadedFile } from '../../../widgets/services';
import { uploadFzWidget } from '../../../widgets/uploadFz';
import { lastValue, makeServices, renderDisplay, renderWidget } from './harness';

Object.assign(WIDGETS, { [uploadFzWidget.key]: uploadFzWidget });

const fileInput = (container: HTMLElement) => container.querySelector('input[type=file]') as HTMLInputElement;
const fileOf = (name: string, bytes: number, type = 'application/pdf') => new File([new Uint8Array(bytes)], name, { type });
const MB = 1024 * 1024;
const stored = [
  { name: '合同.pdf', fileId: 'a1.pdf', url: '/api/file/Attachment/annex/a1.pdf' },
  { name: '门店照片.png', fileId: 'b2.png', url: '/api/file/Image/annexpic/b2.png' },
];

describe('uploadFz', () => {
  it('uploads through the services with the annex type and emits [{name, fileId, url}]', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('uploadFz', { services, value: [stored[0]] });
    await user.upload(fileInput(container), fileOf('报价单.pdf', 2048));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(services.upload).toHaveBeenCalledTimes(1);
    expect(services.upload.mock.calls[0][1]).toBe('报价单.pdf');
    expect(services.upload.mock.calls[0][2]).toBe('annex');
    const value = lastValue(onChange) as Array<Record<string, string>>;
    expect(value).toHaveLength(2);
    expect(value[0]).toEqual(stored[0]);
    expect(Object.keys(value[1]).sort()).toEqual(['fileId', 'name', 'url']);
    expect(value[1].name).toBe('报价单.pdf');
    expect(await screen.findByText('报价单.pdf')).toBeTruthy();
  });

  it('shows the progress while uploading, and the file afterwards', async () => {
    let finish: (file: UploadedFile) => void = () => {};
    let report: (percent: number) => void = () => {};
    const services = makeServices({
      upload: vi.fn((_file: Blob, _name: string, _type: string, onProgress?: (percent: number) => void) => {
        report = onProgress ?? report;
        return new Promise<UploadedFile>((resolve) => { finish = resolve; });
      }),
    });
    const { user, onChange, container } = renderWidget('uploadFz', { services });
    await user.upload(fileInput(container), fileOf('大文件.pdf', 4096));
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item-uploading')).not.toBeNull());
    report(40);
    await waitFor(() => expect(container.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow')).toBe('40'));
    finish({ name: '大文件.pdf', fileId: 'c3.pdf', url: '/api/file/Attachment/annex/c3.pdf' });
    await waitFor(() => expect(lastValue(onChange)).toEqual([{ name: '大文件.pdf', fileId: 'c3.pdf', url: '/api/file/Attachment/annex/c3.pdf' }]));
    expect(container.querySelector('.ant-upload-list-item-uploading')).toBeNull();
  });

  it('refuses a file at or over the size limit with 文件大小超过 and uploads nothing', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('uploadFz', { services, field: { props: { fileSize: 1, sizeUnit: 'MB' } } });
    await user.upload(fileInput(container), fileOf('扫描件.pdf', MB));
    expect(await screen.findByText('文件大小超过1MB')).toBeTruthy();
    expect(services.upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('扫描件.pdf')).toBeNull();
  });

  it('says 当前限制最多可以上传{limit}个文件 and uploads only what fits', async () => {
    const services = makeServices();
    const { user, onChange, container } = renderWidget('uploadFz', { services, value: [stored[0]], field: { props: { limit: 2 } } });
    await user.upload(fileInput(container), [fileOf('一.pdf', 10), fileOf('二.pdf', 10)]);
    expect(await screen.findByText('当前限制最多可以上传2个文件')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(services.upload).toHaveBeenCalledTimes(1);
    expect((lastValue(onChange) as unknown[]).length).toBe(2);
  });

  it('shows the server message when the upload is refused and drops the file', async () => {
    const services = makeServices({ upload: vi.fn(async () => { throw new Error('不支持的上传类型：annex'); }) });
    const { user, onChange, container } = renderWidget('uploadFz', { services });
    await user.upload(fileInput(container), fileOf('坏文件.pdf', 10));
    expect(await screen.findByText('不支持的上传类型：annex')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('.ant-upload-list-item')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks 确定删除? before removing; cancel keeps the file, OK emits the list without it', async () => {
    const { user, onChange } = renderWidget('uploadFz', { value: stored });
    const removeButtons = () => screen.getAllByRole('button', { name: 'Remove file' });
    expect(removeButtons()).toHaveLength(2);
    await user.click(removeButtons()[0]);
    expect(await screen.findByText('确定删除?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取 消' }));
    expect(onChange).not.toHaveBeenCalled();

    await user.click(removeButtons()[0]);
    await user.click(await screen.findByRole('button', { name: '确 定' }));
    expect(lastValue(onChange)).toEqual([stored[1]]);
  });

  it('shows the tip with the accept list, and links named files for download', () => {
    const { container } = renderWidget('uploadFz', { value: [stored[0]], field: { props: { showTip: true, fileSize: 5, accept: '.pdf' } } });
    expect(container.querySelector('.widget-upload-tip')?.textContent).toBe('只能上传不超过5MB的.pdf文件');
    expect(fileInput(container).getAttribute('accept')).toBe('.pdf');
    const link = screen.getByText('合同.pdf').closest('a')!;
    expect(link.getAttribute('href')).toBe(stored[0].url);
    expect(link.getAttribute('download')).toBe('合同.pdf');
  });

  it('disabled: no upload button and no remove action', () => {
    renderWidget('uploadFz', { value: stored, disabled: true });
    expect(screen.queryByRole('button', { name: /点击上传/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove file' })).toBeNull();
    expect(screen.getByText('合同.pdf')).toBeTruthy();
  });

  it('Display lists download links, joined in a cell, and a dash when empty', () => {
    const detail = renderDisplay('uploadFz', { value: stored });
    const link = detail.getByText('合同.pdf') as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('合同.pdf');
    expect(link.getAttribute('href')).toBe(stored[0].url);
    expect(renderDisplay('uploadFz', { value: stored, inCell: true }).container.textContent).toBe('合同.pdf, 门店照片.png');
    expect(renderDisplay('uploadFz', { value: [] }).container.textContent).toBe('—');
  });
});
