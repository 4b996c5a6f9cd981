import { memo, useMemo, useState, type MouseEvent } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { MediaPreview } from '../common/MediaPreview';
import { isPreviewable } from '../common/mediaPreview';
import { toUploadList, type UploadValueItem } from '../common/uploadRules';

const blockStyle = { display: 'flex', flexDirection: 'column', gap: 2 } as const;

/** The files by name: a link downloads, images and mp4 open the preview. */
export const UploadFzDisplay = memo(function UploadFzDisplay({ value, inCell }: DisplayProps<UploadValueItem[]>) {
  const files = useMemo(() => toUploadList(value), [value]);
  const media = useMemo(() => files.filter(isPreviewable), [files]);
  const [start, setStart] = useState<number | null>(null);
  if (files.length === 0) return <EmptyDisplay />;

  const open = (item: UploadValueItem) => (event: MouseEvent) => {
    if (!isPreviewable(item)) return; // the link downloads
    event.preventDefault();
    setStart(media.indexOf(item));
  };
  const links = files.map((item, index) => (
    <a key={`${index}-${item.fileId}`} href={item.url} download={item.name} onClick={open(item)}>{item.name}</a>
  ));
  return (
    <>
      {inCell ? <span className="widget-upload-fz-display">{links.flatMap((link, i) => (i ? [', ', link] : [link]))}</span> : <div className="widget-upload-fz-display" style={blockStyle}>{links}</div>}
      {start !== null ? <MediaPreview items={media} start={start} onClose={() => setStart(null)} /> : null}
    </>
  );
});
