import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal, Upload, message } from 'antd';
import type { RcFile, UploadFile } from 'antd/es/upload/interface';
import { fillText, pickText } from '../../schemas/text';
import { useWidgetServices } from '../services';
import { compressImage } from './uploadCompress';
import type { UploadProps } from './uploadProps';
import { UPLOAD_TEXT } from './uploadTexts';
import { exceedsSize, filesThatFit, matchesAccept, tipType, toUploadList, type CompressSetting, type UploadValueItem } from './uploadRules';

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

interface Options {
  value: unknown;
  onChange: (value: UploadValueItem[]) => void;
  props: UploadProps;
  /** Pictures: the picture limit text and 图片 in messages. */
  images: boolean;
  compress?: CompressSetting | null;
}

export interface UploadListState {
  files: UploadValueItem[];
  /** The value's files and the uploads in flight, as antd's Upload lists them. */
  fileList: UploadFile[];
  /** Files stored plus files on their way (the limit counts both). */
  count: number;
  beforeUpload: (file: RcFile, batch: RcFile[]) => typeof Upload.LIST_IGNORE;
  /** Asks 确定删除? and emits the value without the file. Returns false so antd leaves its list alone. */
  onRemove: (file: UploadFile) => boolean;
  /** The stored file behind an antd list entry. */
  fileOf: (file: UploadFile) => UploadValueItem | undefined;
  /** Message and confirm hosts; render them inside the widget. */
  holders: ReactNode;
}

const fileUid = (index: number, item: UploadValueItem) => `stored-${index}-${item.fileId || item.url}`;
let pendingSeq = 0;

/**
 * The upload widgets' shared behaviour (docs/product.md#widgets, #upload-rules and #messages): count limit, accepted types, optional
 * compression, size limit, upload through the widget services with progress, and removal after a
 * confirmation. A failed upload shows its message and leaves nothing behind.
 */
export function useUploadList({ value, onChange, props, images, compress }: Options): UploadListState {
  const services = useWidgetServices();
  const { lang } = services;
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 1 });
  const [modal, modalHolder] = Modal.useModal();
  const files = useMemo(() => toUploadList(value), [value]);
  const [pending, setPending] = useState<Pending[]>([]);

  // Uploads finish one after another before the value comes back: each adds to the newest list.
  const latest = useRef(files);
  const inFlight = useRef(0);
  useLayoutEffect(() => {
    latest.current = files;
  }, [files]);
  const emit = useCallback((next: UploadValueItem[]) => {
    latest.current = next;
    onChange(next);
  }, [onChange]);

  const say = useCallback((text: string) => void messageApi.error(text), [messageApi]);
  const unit = props.sizeUnit || 'MB';

  const uploadOne = useCallback(async (file: RcFile) => {
    const uid = `pending-${++pendingSeq}`;
    setPending((list) => [...list, { uid, name: file.name, percent: 0 }]);
    const progress = (percent: number) => setPending((list) => list.map((p) => (p.uid === uid ? { ...p, percent } : p)));
    try {
      if (!matchesAccept(file, props.accept)) {
        say(fillText(pickText(UPLOAD_TEXT.badType, lang), { type: tipType(lang, props.accept, images) }));
        return;
      }
      let body: File = file;
      if (compress) {
        try {
          body = await compressImage(file, compress);
        } catch {
          say(pickText(UPLOAD_TEXT.compressFailed, lang));
          return;
        }
      }
      if (exceedsSize(body.size, props.fileSize, unit)) {
        say(fillText(pickText(UPLOAD_TEXT.tooLarge, lang), { size: props.fileSize ?? '', unit }));
        return;
      }
      const stored = await services.upload(body, body.name, props.type || (images ? 'annexpic' : 'annex'), progress);
      emit([...latest.current, { name: file.name, fileId: stored.fileId, url: stored.url }]);
    } catch (error) {
      // The reply's msg (code not 200) or a network error; the file is dropped.
      say((error instanceof Error && error.message) || pickText(UPLOAD_TEXT.uploadFailed, lang));
    } finally {
      inFlight.current -= 1;
      setPending((list) => list.filter((p) => p.uid !== uid));
    }
  }, [compress, emit, images, lang, props.accept, props.fileSize, props.type, say, services, unit]);

  const beforeUpload = useCallback((file: RcFile, batch: RcFile[]) => {
    // antd asks once per file of a selection; the whole selection is handled at its first file.
    if (file !== batch[0]) return Upload.LIST_IGNORE;
    const fit = filesThatFit(latest.current.length + inFlight.current, batch.length, props.limit);
    if (fit < batch.length) {
      say(fillText(pickText(images ? UPLOAD_TEXT.tooManyPictures : UPLOAD_TEXT.tooManyFiles, lang), { limit: props.limit ?? '' }));
    }
    inFlight.current += fit;
    for (const one of batch.slice(0, fit)) void uploadOne(one);
    // We keep the list ourselves (value + pending): antd neither lists nor posts the file.
    return Upload.LIST_IGNORE;
  }, [images, lang, props.limit, say, uploadOne]);

  const fileOf = useCallback((entry: UploadFile) => files.find((item, index) => fileUid(index, item) === entry.uid), [files]);

  const onRemove = useCallback((entry: UploadFile) => {
    const target = fileOf(entry);
    if (!target) return false;
    void modal.confirm({
      title: pickText(UPLOAD_TEXT.confirmTitle, lang),
      content: pickText(UPLOAD_TEXT.confirmDelete, lang),
      okText: pickText(UPLOAD_TEXT.ok, lang),
      cancelText: pickText(UPLOAD_TEXT.cancel, lang),
      onOk: () => {
        const list = latest.current;
        const at = list.findIndex((item) => item.fileId === target.fileId && item.url === target.url);
        if (at >= 0) emit([...list.slice(0, at), ...list.slice(at + 1)]);
      },
    });
    return false;
  }, [emit, fileOf, lang, modal]);

  const fileList = useMemo<UploadFile[]>(() => [
    ...files.map((item, index) => ({
      uid: fileUid(index, item),
      name: item.name,
      url: item.url,
      thumbUrl: item.url,
      status: 'done' as const,
      linkProps: { download: item.name },
    })),
    ...pending.map((p) => ({ uid: p.uid, name: p.name, status: 'uploading' as const, percent: p.percent })),
  ], [files, pending]);

  const holders = (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );

  return { files, fileList, count: files.length + pending.length, beforeUpload, onRemove, fileOf, holders };
}
