import { memo, useMemo, useState } from 'react';
import type { DisplayProps } from '../types';
import { EmptyDisplay } from '../common/Empty';
import { MediaPreview } from '../common/MediaPreview';
import { toUploadList, type UploadValueItem } from '../common/uploadRules';

const rowStyle = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const thumbStyle = (size: number) => ({ width: size, height: size, objectFit: 'cover', borderRadius: 4, cursor: 'zoom-in', border: 0, padding: 0, background: 'none' }) as const;

/** Thumbnails; a click opens the preview at that picture. */
export const UploadImgDisplay = memo(function UploadImgDisplay({ value, inCell }: DisplayProps<UploadValueItem[]>) {
  const files = useMemo(() => toUploadList(value), [value]);
  const [start, setStart] = useState<number | null>(null);
  if (files.length === 0) return <EmptyDisplay />;
  const size = inCell ? 28 : 64;
  return (
    <>
      <span className="widget-upload-img-display" style={rowStyle}>
        {files.map((item, index) => (
          <button key={`${index}-${item.fileId}`} type="button" style={thumbStyle(size)} onClick={() => setStart(index)} title={item.name}>
            <img src={item.url} alt={item.name} style={thumbStyle(size)} />
          </button>
        ))}
      </span>
      {start !== null ? <MediaPreview items={files} start={start} onClose={() => setStart(null)} /> : null}
    </>
  );
});
