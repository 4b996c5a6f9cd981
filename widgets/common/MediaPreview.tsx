import { memo, useCallback, useState } from 'react';
import { Button, Empty, Modal } from 'antd';
import { DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useLocalText } from './fieldProps';
import { UPLOAD_TEXT } from './uploadTexts';
import { downloadFile, mediaKind, type MediaItem } from './mediaPreview';
import { MediaPreviewVideo } from './MediaPreviewVideo';

export type { MediaItem } from './mediaPreview';

interface MediaPreviewProps {
  items: MediaItem[];
  /** The item shown first. */
  start?: number;
  onClose: () => void;
}

const imageStyle = { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' } as const;
const navStyle = { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, marginTop: 12 } as const;
const otherStyle = { textAlign: 'center', padding: '32px 0' } as const;

function OtherFile({ item }: { item: MediaItem }) {
  const hint = useLocalText(UPLOAD_TEXT.noPreview);
  const download = useLocalText(UPLOAD_TEXT.download);
  return (
    <div style={otherStyle}>
      <p>{item.name}</p>
      <p>{hint}</p>
      <Button type="primary" icon={<DownloadOutlined />} onClick={() => downloadFile(item)}>{download}</Button>
    </div>
  );
}

/**
 * A lightbox over a list of files (docs/product.md#widgets): images with previous/next, mp4 in a 16:9 player with
 * speeds, a download for other types, 'no image resources' for an empty list. Mount it when it opens.
 */
export const MediaPreview = memo(function MediaPreview({ items, start = 0, onClose }: MediaPreviewProps) {
  const [current, setCurrent] = useState(() => Math.min(Math.max(start, 0), Math.max(items.length - 1, 0)));
  const noImages = useLocalText(UPLOAD_TEXT.noImages);
  const previous = useLocalText(UPLOAD_TEXT.previous);
  const next = useLocalText(UPLOAD_TEXT.next);
  const title = useLocalText(UPLOAD_TEXT.preview);
  const step = useCallback((by: number) => setCurrent((at) => (at + by + items.length) % items.length), [items.length]);
  const item = items[current] as MediaItem | undefined;
  const kind = item ? mediaKind(item) : null;

  return (
    <Modal open title={item?.name || title} footer={null} width={860} centered destroyOnHidden onCancel={onClose} className="widget-media-preview">
      {!item ? <Empty description={noImages} /> : null}
      {kind === 'image' ? <img src={item!.url} alt={item!.name} style={imageStyle} /> : null}
      {kind === 'video' ? <MediaPreviewVideo key={item!.url} url={item!.url} /> : null}
      {kind === 'other' ? <OtherFile item={item!} /> : null}
      {items.length > 1 ? (
        <div style={navStyle}>
          <Button icon={<LeftOutlined />} aria-label={previous} onClick={() => step(-1)} />
          <span className="widget-media-preview-count">{current + 1} / {items.length}</span>
          <Button icon={<RightOutlined />} aria-label={next} onClick={() => step(1)} />
        </div>
      ) : null}
    </Modal>
  );
});
