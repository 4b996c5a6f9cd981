import { memo, useEffect, useRef, useState } from 'react';
import { Result, Segmented } from 'antd';
import { useLocalText } from './fieldProps';
import { UPLOAD_TEXT } from './uploadTexts';
import { PREVIEW_SPEEDS } from './mediaPreview';

const frameStyle = { position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000' } as const;
const videoStyle = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;
const speedStyle = { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8, marginTop: 8 } as const;
const speedOptions = PREVIEW_SPEEDS.map((speed) => ({ label: `${speed}x`, value: speed }));

/** An mp4 in a 16:9 frame with the speed switch; a failed load says so instead of a black box. */
export const MediaPreviewVideo = memo(function MediaPreviewVideo({ url }: { url: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [speed, setSpeed] = useState<number>(1);
  const [failed, setFailed] = useState(false);
  const errorText = useLocalText(UPLOAD_TEXT.videoError);
  const speedLabel = useLocalText(UPLOAD_TEXT.speed);

  // The element forgets its rate when a new source loads; set it again after metadata too.
  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  if (failed) return <Result status="warning" title={errorText} />;
  return (
    <div>
      <div style={frameStyle}>
        <video
          ref={video}
          src={url}
          controls
          style={videoStyle}
          onError={() => setFailed(true)}
          onLoadedMetadata={(event) => { event.currentTarget.playbackRate = speed; }}
        />
      </div>
      <div style={speedStyle}>
        <span>{speedLabel}</span>
        <Segmented<number> size="small" options={speedOptions} value={speed} onChange={setSpeed} />
      </div>
    </div>
  );
});
