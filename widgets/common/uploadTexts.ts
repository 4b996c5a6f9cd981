import type { LocalText } from '../../schemas/text';

/** Texts of the upload widgets and the media preview (docs/product.md#upload-rules and #messages); `{name}` placeholders are filled with fillText. */
export const UPLOAD_TEXT = {
  tip: { zh: '只能上传不超过{size}{unit}的{type}文件', zhtw: '只能上傳不超過{size}{unit}的{type}檔案', en: 'Only {type} files up to {size}{unit} can be uploaded' },
  /** {type} of the tip for pictures. */
  imageType: { zh: '图片', zhtw: '圖片', en: 'image' },
  tooLarge: { zh: '文件大小超过{size}{unit}', zhtw: '檔案大小超過{size}{unit}', en: 'file size exceeds {size}{unit}' },
  tooManyFiles: { zh: '当前限制最多可以上传{limit}个文件', zhtw: '當前限制最多可以上傳{limit}個檔案', en: 'currently at most {limit} files may be uploaded' },
  tooManyPictures: { zh: '最多可以上传{limit}张图片', zhtw: '最多可以上傳{limit}張圖片', en: 'at most {limit} pictures allowed' },
  badType: { zh: '文件格式不正确，只能上传{type}文件', zhtw: '檔案格式不正確，只能上傳{type}檔案', en: 'wrong file type: only {type} files can be uploaded' },
  compressFailed: { zh: '图片压缩失败', zhtw: '圖片壓縮失敗', en: 'compression failed' },
  uploadFailed: { zh: '上传失败', zhtw: '上傳失敗', en: 'upload failed' },
  confirmTitle: { zh: '提示', zhtw: '提示', en: 'Tip' },
  confirmDelete: { zh: '确定删除?', zhtw: '確定刪除?', en: 'sure to delete?' },
  ok: { zh: '确定', zhtw: '確定', en: 'OK' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
  buttonText: { zh: '点击上传', zhtw: '點擊上傳', en: 'Click to upload' },
  remove: { zh: '删除', zhtw: '刪除', en: 'Remove' },
  download: { zh: '下载', zhtw: '下載', en: 'Download' },
  preview: { zh: '预览', zhtw: '預覽', en: 'Preview' },
  noImages: { zh: '暂无图片资源', zhtw: '暫無圖片資源', en: 'no image resources' },
  videoError: { zh: '视频无法播放，请稍后再试', zhtw: '影片無法播放，請稍後再試', en: 'the video cannot be played, please try again later' },
  previous: { zh: '上一个', zhtw: '上一個', en: 'Previous' },
  next: { zh: '下一个', zhtw: '下一個', en: 'Next' },
  speed: { zh: '倍速', zhtw: '倍速', en: 'Speed' },
  noPreview: { zh: '该文件不支持预览，请下载后查看', zhtw: '該檔案不支援預覽，請下載後查看', en: 'This file cannot be previewed; download it to open it' },
} satisfies Record<string, LocalText>;
