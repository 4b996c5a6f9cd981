import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Space, message } from 'antd';
import { BulbOutlined, SwapOutlined } from '@ant-design/icons';
import { pickText, type Lang } from '../../schemas/text';
import { DraggableModal } from '../common/DraggableModal';
import { setTorch, stopStream, torchSupported, type Facing } from './camera';
import { decodeVideoFrame } from './decode';
import { MyCode } from './MyCode';
import { SCAN_TEXTS, type ScanTextKey } from './texts';
import { useCamera } from './useCamera';

interface Props {
  open: boolean;
  lang: Lang;
  /** Shown by 我的二维码. */
  myCode: string;
  onCancel: () => void;
  onDecoded: (text: string) => void;
}

/** How often a frame is decoded: often enough to feel instant, rare enough for a phone's CPU. */
const SCAN_INTERVAL_MS = 300;

const videoBox = { position: 'relative', width: '100%', aspectRatio: '4 / 3', background: '#000', overflow: 'hidden', borderRadius: 4 } as const;
const videoStyle = { width: '100%', height: '100%', objectFit: 'cover' } as const;
const frameStyle = {
  position: 'absolute', left: '20%', top: '15%', width: '60%', height: '70%',
  border: '2px solid var(--ant-color-primary, #1890ff)', boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.35)', pointerEvents: 'none',
} as const;

/**
 * The camera scanner (docs/product.md#widgets and #messages): live video, a frame to aim with, rear/front switch and
 * torch. A decoded code closes the camera and is handed back.
 */
export const ScanDialog = memo(function ScanDialog({ open, lang, myCode, onCancel, onDecoded }: Props) {
  const t = (key: ScanTextKey) => pickText(SCAN_TEXTS[key], lang);
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 1 });
  const [facing, setFacing] = useState<Facing>('environment');
  const [torchOn, setTorchOn] = useState(false);
  const warn = useCallback((text: string) => void messageApi.warning(text), [messageApi]);
  const { stream, error, cameras } = useCamera(open, facing, warn);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const decoded = useRef(onDecoded);
  useEffect(() => {
    decoded.current = onDecoded;
  }, [onDecoded]);

  useEffect(() => {
    const element = video.current;
    if (!element || !stream) return;
    element.srcObject = stream;
    // Autoplay can be refused until the user interacts; the scanner then waits for a picture.
    const playing = typeof element.play === 'function' ? element.play() : undefined;
    if (playing && typeof playing.catch === 'function') playing.catch(() => {});
  }, [stream]);

  useEffect(() => {
    if (!stream) return;
    let busy = false;
    let done = false;
    canvas.current ??= document.createElement('canvas');
    const timer = window.setInterval(() => {
      if (busy || done || !video.current) return;
      busy = true;
      decodeVideoFrame(video.current, canvas.current!)
        .then((text) => {
          if (!text || done) return;
          done = true;
          window.clearInterval(timer);
          stopStream(stream);
          decoded.current(text);
        })
        .catch(() => {})
        .finally(() => {
          busy = false;
        });
    }, SCAN_INTERVAL_MS);
    return () => {
      done = true;
      window.clearInterval(timer);
    };
  }, [stream]);

  const canTorch = torchSupported(stream);
  const toggleTorch = useCallback(() => {
    if (!stream) return;
    setTorch(stream, !torchOn).then(
      () => setTorchOn(!torchOn),
      (failure: unknown) => warn(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [stream, torchOn, warn]);
  const switchCamera = useCallback(() => {
    setTorchOn(false);
    setFacing((current) => (current === 'environment' ? 'user' : 'environment'));
  }, []);

  return (
    <DraggableModal open={open} title={t('title')} width={480} footer={null} onCancel={onCancel} destroyOnHidden>
      {messageHolder}
      {error ? <Alert type="error" showIcon title={pickText(error, lang)} style={{ marginBottom: 12 }} /> : null}
      <div style={videoBox}>
        <video ref={video} style={videoStyle} muted playsInline autoPlay aria-label={t('title')} />
        <div style={frameStyle} />
      </div>
      <p style={{ textAlign: 'center', margin: '12px 0 8px' }}>{t('hint')}</p>
      <Space style={{ width: '100%', justifyContent: 'center' }} wrap>
        <MyCode code={myCode} label={t('myCode')} />
        {cameras > 1 ? (
          <Button size="small" icon={<SwapOutlined />} onClick={switchCamera}>
            {facing === 'environment' ? t('frontCamera') : t('rearCamera')}
          </Button>
        ) : null}
        {canTorch ? (
          <Button size="small" icon={<BulbOutlined />} aria-pressed={torchOn} onClick={toggleTorch}>
            {torchOn ? t('torchOff') : t('torchOn')}
          </Button>
        ) : null}
      </Space>
    </DraggableModal>
  );
});
