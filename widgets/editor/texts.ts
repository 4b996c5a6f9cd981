import type { LocalText } from '../../schemas/text';

/** Toolbar and dialog texts of the rich text editor (docs/product.md#widgets: the toolbar). */
export const EDITOR_TEXTS = {
  bold: { zh: '加粗', zhtw: '加粗', en: 'Bold' },
  italic: { zh: '斜体', zhtw: '斜體', en: 'Italic' },
  underline: { zh: '下划线', zhtw: '底線', en: 'Underline' },
  strike: { zh: '删除线', zhtw: '刪除線', en: 'Strikethrough' },
  heading: { zh: '标题', zhtw: '標題', en: 'Heading' },
  paragraph: { zh: '正文', zhtw: '正文', en: 'Normal' },
  size: { zh: '字号', zhtw: '字號', en: 'Font size' },
  color: { zh: '文字颜色', zhtw: '文字顏色', en: 'Text colour' },
  background: { zh: '背景颜色', zhtw: '背景顏色', en: 'Background colour' },
  quote: { zh: '引用', zhtw: '引用', en: 'Quote' },
  code: { zh: '代码块', zhtw: '程式碼區塊', en: 'Code block' },
  orderedList: { zh: '有序列表', zhtw: '有序清單', en: 'Numbered list' },
  bulletList: { zh: '无序列表', zhtw: '無序清單', en: 'Bulleted list' },
  indent: { zh: '增加缩进', zhtw: '增加縮排', en: 'Indent' },
  outdent: { zh: '减少缩进', zhtw: '減少縮排', en: 'Outdent' },
  alignLeft: { zh: '左对齐', zhtw: '靠左對齊', en: 'Align left' },
  alignCenter: { zh: '居中', zhtw: '置中', en: 'Align centre' },
  alignRight: { zh: '右对齐', zhtw: '靠右對齊', en: 'Align right' },
  alignJustify: { zh: '两端对齐', zhtw: '左右對齊', en: 'Justify' },
  direction: { zh: '从右到左', zhtw: '從右到左', en: 'Right to left' },
  clean: { zh: '清除格式', zhtw: '清除格式', en: 'Clear formatting' },
  link: { zh: '链接', zhtw: '連結', en: 'Link' },
  image: { zh: '图片', zhtw: '圖片', en: 'Image' },
  linkPrompt: { zh: '链接地址', zhtw: '連結網址', en: 'Link URL' },
  imagePrompt: { zh: '图片地址', zhtw: '圖片網址', en: 'Image URL' },
  pickFile: { zh: '上传图片', zhtw: '上傳圖片', en: 'Upload image' },
  ok: { zh: '确定', zhtw: '確定', en: 'OK' },
  cancel: { zh: '取消', zhtw: '取消', en: 'Cancel' },
} satisfies Record<string, LocalText>;

export type EditorTextKey = keyof typeof EDITOR_TEXTS;

/** JNPF's editor placeholder. */
export const EDITOR_PLACEHOLDER: LocalText = { zh: '请输入内容...', zhtw: '請輸入內容...', en: 'Please enter content...' };
