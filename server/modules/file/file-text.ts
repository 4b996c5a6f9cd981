import { L } from '../../core/text';

/** Texts of the file API, sent in the request's language. */
export const FILE_TEXT = {
  uploaded: L('上传成功', '上傳成功', 'Uploaded'),
  badType: L('不支持的上传类型：{type}', '不支援的上傳類型：{type}', 'Unknown upload type: {type}'),
  noFile: L('请选择要上传的文件（字段 file）', '請選擇要上傳的檔案（欄位 file）', 'Choose a file to upload (field "file")'),
  emptyFile: L('上传的文件是空的', '上傳的檔案是空的', 'The uploaded file is empty'),
  tooLarge: L('文件大小不能超过{size}MB', '檔案大小不能超過{size}MB', 'file size cannot exceed {size}MB'),
  imageOnly: L('只能上传图片', '只能上傳圖片', 'Only images can be uploaded'),
  imTooLarge: L('图片大小不能超过5M', '圖片大小不能超過5M', 'Image size cannot exceed 5M'),
  badName: L('文件名不合法', '檔案名稱不合法', 'Invalid file name'),
  notFound: L('文件不存在', '檔案不存在', 'File not found'),
  quotaFull: L(
    '上传空间不足：已用 {used}MB，上限 {quota}MB。请联系管理员',
    '上傳空間不足：已用 {used}MB，上限 {quota}MB。請聯絡管理員',
    'Not enough upload space: {used} MB used of {quota} MB. Ask the administrator',
  ),
} as const;
