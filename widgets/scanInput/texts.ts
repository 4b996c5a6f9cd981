import type { LocalText } from '../../schemas/text';

/** Texts of the scan-query widget (docs/product.md#widgets, #validation-rules and #messages; English camera errors verbatim from #messages). */
export const SCAN_TEXTS = {
  placeholder: { zh: '请输入或扫码', zhtw: '請輸入或掃碼', en: 'Enter or scan' },
  scan: { zh: '扫码', zhtw: '掃碼', en: 'Scan' },
  query: { zh: '查询', zhtw: '查詢', en: 'Query' },
  emptyQuery: { zh: '请输入内容', zhtw: '請輸入內容', en: 'Please enter content' },
  title: { zh: '扫一扫', zhtw: '掃一掃', en: 'Scan' },
  hint: { zh: '将二维码/条码放入框内，即自动扫描', zhtw: '將二維碼/條碼放入框內，即自動掃描', en: 'Put the QR code or barcode in the frame to scan it' },
  myCode: { zh: '我的二维码', zhtw: '我的二維碼', en: 'My QR code' },
  rearCamera: { zh: '后置摄像头', zhtw: '後置鏡頭', en: 'Rear camera' },
  frontCamera: { zh: '前置摄像头', zhtw: '前置鏡頭', en: 'Front camera' },
  torchOn: { zh: '打开手电筒', zhtw: '開啟手電筒', en: 'Torch on' },
  torchOff: { zh: '关闭手电筒', zhtw: '關閉手電筒', en: 'Torch off' },
  close: { zh: '关闭', zhtw: '關閉', en: 'Close' },
} satisfies Record<string, LocalText>;

export type ScanTextKey = keyof typeof SCAN_TEXTS;

/** Spec section 8, camera errors (en verbatim). */
export const CAMERA_ERRORS = {
  denied: { zh: '错误：需要授予摄像头访问权限', zhtw: '錯誤：需要授予攝影機存取權限', en: 'ERROR: you need to grant camera access' },
  none: { zh: '此设备没有摄像头', zhtw: '此裝置沒有攝影機', en: 'no camera on this device' },
  insecure: { zh: '需要安全上下文（HTTPS、localhost）', zhtw: '需要安全環境（HTTPS、localhost）', en: 'secure context required (HTTPS, localhost)' },
  busy: { zh: '摄像头被占用', zhtw: '攝影機被佔用', en: 'camera is occupied' },
  unsuitable: { zh: '已安装的摄像头不适用', zhtw: '已安裝的攝影機不適用', en: 'installed camera not suitable' },
  noStreamApi: { zh: '此浏览器不支持流 API', zhtw: '此瀏覽器不支援串流 API', en: 'this browser does not support the stream API' },
} satisfies Record<string, LocalText>;
