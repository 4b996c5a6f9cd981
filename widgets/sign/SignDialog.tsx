import { memo, useCallback, useEffect, useRef, useState } from 'react';
import { Button, message } from 'antd';
import { pickText } from '../../schemas/text';
import { DraggableModal } from '../common/DraggableModal';
import { useWidgetServices } from '../services';
import { createSignPad, type SignPad } from './pad';
import { SIGN_CANVAS_WIDTH, SIGN_DIALOG_WIDTH } from './props';
import { SIGN_TEXTS, type SignTextKey } from './texts';

interface Props {
  open: boolean;
  canvasHeight: number;
  onCancel: () => void;
  /** The uploaded signature's url. */
  onDone: (url: string) => void;
}

const canvasStyle = { display: 'block', margin: '0 auto', border: '1px dashed var(--ant-color-border, #d9d9d9)', touchAction: 'none' } as const;

/**
 * The 600 px signature dialog (docs/product.md#widgets and #constants): a 580 px canvas, 清空 and 确定. An empty pad
 * warns 请签名; otherwise the PNG is uploaded as an annexpic and its url handed back.
 */
export const SignDialog = memo(function SignDialog({ open, canvasHeight, onCancel, onDone }: Props) {
  const services = useWidgetServices();
  const t = (key: SignTextKey) => pickText(SIGN_TEXTS[key], services.lang);
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 1 });
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignPad | null>(null);
  const [saving, setSaving] = useState(false);

  // A pad per canvas element: the dialog destroys its body when it closes.
  useEffect(() => {
    if (!canvas) return;
    let live = true;
    createSignPad(canvas).then(
      (created) => {
        if (live) pad.current = created;
        else created.destroy();
      },
      () => {
        if (live) void messageApi.error(pickText(SIGN_TEXTS.noCanvas, services.lang));
      },
    );
    return () => {
      live = false;
      pad.current?.destroy();
      pad.current = null;
    };
  }, [canvas, messageApi, services.lang]);

  const confirm = useCallback(async () => {
    const current = pad.current;
    if (!current || current.isEmpty()) {
      void messageApi.warning(pickText(SIGN_TEXTS.empty, services.lang));
      return;
    }
    setSaving(true);
    try {
      const blob = await current.toBlob();
      const stored = await services.upload(blob, 'sign.png', 'annexpic');
      onDone(stored.url);
    } catch {
      // The services showed the server's message (docs/product.md#upload-rules); the drawing stays for another try.
    } finally {
      setSaving(false);
    }
  }, [messageApi, services, onDone]);

  const footer = [
    <Button key="clear" onClick={() => pad.current?.clear()}>
      {t('clear')}
    </Button>,
    <Button key="cancel" onClick={onCancel}>
      {t('cancel')}
    </Button>,
    <Button key="ok" type="primary" loading={saving} onClick={() => void confirm()}>
      {t('ok')}
    </Button>,
  ];

  return (
    <DraggableModal open={open} title={t('title')} width={SIGN_DIALOG_WIDTH} onCancel={onCancel} footer={footer} destroyOnHidden mask={{ closable: false }}>
      {messageHolder}
      <canvas ref={setCanvas} width={SIGN_CANVAS_WIDTH} height={canvasHeight} style={canvasStyle} aria-label={t('image')} />
    </DraggableModal>
  );
});
