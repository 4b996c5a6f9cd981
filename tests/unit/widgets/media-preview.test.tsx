import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MediaPreview, type MediaItem } from '../../../widgets/common/MediaPreview';
import { fileExtension, mediaKind } from '../../../widgets/common/mediaPreview';
import { makeServices, Providers } from './harness';

function renderPreview(items: MediaItem[], start = 0, lang: 'zh' | 'en' = 'zh') {
  const onClose = vi.fn();
  render(
    <Providers services={makeServices({ lang })}>
      <MediaPreview items={items} start={start} onClose={onClose} />
    </Providers>,
  );
  return { onClose, user: userEvent.setup() };
}

const shownImage = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('src');
const images: MediaItem[] = [
  { name: '一.png', url: '/img/1.png' },
  { name: '二.jpg', url: '/img/2.jpg' },
  { name: '三.webp', url: '/img/3.webp' },
];

afterEach(() => vi.restoreAllMocks());

describe('media kinds', () => {
  it('previews the spec image extensions and mp4; other files download', () => {
    for (const ext of ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff']) expect(mediaKind({ name: `a.${ext.toUpperCase()}`, url: '' })).toBe('image');
    expect(mediaKind({ name: 'clip.mp4', url: '' })).toBe('video');
    expect(mediaKind({ name: '培训.pptx', url: '' })).toBe('other');
    expect(mediaKind({ name: 'noext', url: '/api/file/Image/annexpic/x.png?n=1' })).toBe('image');
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
  });
});

describe('MediaPreview', () => {
  it("says 'no image resources' for an empty list", () => {
    renderPreview([], 0, 'en');
    expect(screen.getByText('no image resources')).toBeTruthy();
  });

  it('pages through images with previous and next, wrapping at the ends', async () => {
    const { user } = renderPreview(images, 1);
    expect(shownImage()).toBe('/img/2.jpg');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一个' }));
    expect(shownImage()).toBe('/img/3.webp');
    await user.click(screen.getByRole('button', { name: '下一个' }));
    expect(shownImage()).toBe('/img/1.png');
    await user.click(screen.getByRole('button', { name: '上一个' }));
    expect(shownImage()).toBe('/img/3.webp');
  });

  it('plays mp4 in a 16:9 frame with the speeds 0.7, 1, 1.5 and 2', async () => {
    const { user } = renderPreview([{ name: '培训.mp4', url: '/v/a.mp4' }]);
    const video = screen.getByRole('dialog').querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.getAttribute('src')).toBe('/v/a.mp4');
    expect((video.parentElement as HTMLElement).style.aspectRatio).toBe('16 / 9');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['0.7x', '1x', '1.5x', '2x']);
    await user.click(screen.getByText('1.5x'));
    expect(video.playbackRate).toBe(1.5);
    await user.click(screen.getByText('0.7x'));
    expect(video.playbackRate).toBe(0.7);
  });

  it('says the video cannot be played when it fails to load', () => {
    renderPreview([{ name: 'broken.mp4', url: '/v/broken.mp4' }], 0, 'en');
    fireEvent.error(screen.getByRole('dialog').querySelector('video')!);
    expect(screen.getByText('the video cannot be played, please try again later')).toBeTruthy();
    expect(screen.getByRole('dialog').querySelector('video')).toBeNull();
  });

  it('offers other files (ppt) as a download under their own name', async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { user } = renderPreview([{ name: '培训.pptx', url: '/api/file/Attachment/annex/t.pptx' }]);
    await user.click(screen.getByRole('button', { name: /下载/ }));
    expect(clicked).toEqual([{ href: '/api/file/Attachment/annex/t.pptx', download: '培训.pptx' }]);
  });

  it('closes through onClose', async () => {
    const { user, onClose } = renderPreview(images);
    await user.click(screen.getByRole('button', { name: /close/i }));
    expect(onClose).toHaveBeenCalled();
  });
});
