import type { Text } from '../../core/i18n';
import { L, withLabel } from '../../core/text';

export { fillAll, fieldText } from '../../core/text';

/**
 * Texts of the catalogue administration (dictionaries, areas, bill rules, system settings), sent
 * in the request's language. The zh texts JNPF uses (docs/product.md#jnpf-dictionaries to #jnpf-system-config) are kept verbatim.
 */
export const CATALOGUE_TEXT = {
  created: L('新建成功', '新建成功', 'Created'),
  updated: L('更新成功', '更新成功', 'Updated'),
  deleted: L('删除成功', '刪除成功', 'Deleted'),
  imported: L('导入成功', '匯入成功', 'Imported'),
  // Field checks, composed with a field label by catalogue-input.ts.
  required: L('{label}不能为空', '{label}不能為空', '{label} is required'),
  tooLong: L('长度不能超过{max}个字符', '長度不能超過{max}個字元', 'must be at most {max} characters'),
  // Trees.
  selfParent: L('上级不能是自己或自己的下级', '上級不能是自己或自己的下級', 'The parent cannot be the record itself or one of its descendants'),
  hasChildren: L('删除失败，当前有子节点数据', '刪除失敗，當前有子節點資料', 'Cannot delete: the record has child records'),
  inUse: L('此记录被关联引用,不允许被删除', '此記錄被關聯引用,不允許被刪除', 'The record is referenced by other records and cannot be deleted'),
  // Dictionaries.
  typeNotFound: L('字典分类不存在', '字典分類不存在', 'The dictionary type does not exist'),
  parentTypeNotFound: L('上级分类不存在', '上級分類不存在', 'The parent dictionary type does not exist'),
  dictionaryCodeTaken: L('字典编码不能重复', '字典編碼不能重複', 'The dictionary code is already in use'),
  dictionaryNameTaken: L('字典名称不能重复', '字典名稱不能重複', 'The dictionary name is already in use'),
  isTreeLocked: L('该分类下已有字典数据，不能修改树形结构', '該分類下已有字典資料，不能修改樹形結構', 'The type already has data; whether it is a tree cannot be changed'),
  dataNotFound: L('字典数据不存在', '字典資料不存在', 'The dictionary item does not exist'),
  dataParentNotFound: L('上级字典数据不存在或不属于该分类', '上級字典資料不存在或不屬於該分類', 'The parent item does not exist or belongs to another type'),
  flatTypeParent: L('该分类不是树形结构，不能设置上级', '該分類不是樹形結構，不能設定上級', 'The type is not a tree; its items cannot have a parent'),
  typeChange: L('不能修改字典数据所属的分类', '不能修改字典資料所屬的分類', 'An item cannot be moved to another dictionary type'),
  importBadParent: L('导入文件有误：数据 {name} 的上级 {parentId} 不在文件中', '匯入檔案有誤：資料 {name} 的上級 {parentId} 不在檔案中', 'Bad import file: the parent {parentId} of item {name} is not in the file'),
  importDuplicateId: L('导入文件有误：数据 id {id} 重复', '匯入檔案有誤：資料 id {id} 重複', 'Bad import file: item id {id} appears twice'),
  importCycle: L('导入文件有误：数据 {name} 的上下级关系形成循环', '匯入檔案有誤：資料 {name} 的上下級關係形成循環', 'Bad import file: the parents of item {name} form a loop'),
  importDuplicateCode: L('导入文件有误：字典编码 {code} 重复', '匯入檔案有誤：字典編碼 {code} 重複', 'Bad import file: item code {code} appears twice'),
  importDuplicateName: L('导入文件有误：同一上级下字典名称 {name} 重复', '匯入檔案有誤：同一上級下字典名稱 {name} 重複', 'Bad import file: the name {name} appears twice under the same parent'),
  importFlatParent: L('导入文件有误：分类不是树形结构，数据 {name} 不能有上级', '匯入檔案有誤：分類不是樹形結構，資料 {name} 不能有上級', 'Bad import file: the type is not a tree, so item {name} cannot have a parent'),
  importItem: L('导入文件有误：第{n}条数据：{message}', '匯入檔案有誤：第{n}條資料：{message}', 'Bad import file: item {n}: {message}'),
  // Areas.
  areaNotFound: L('区域不存在', '區域不存在', 'The area does not exist'),
  parentAreaNotFound: L('上级区域不存在', '上級區域不存在', 'The parent area does not exist'),
  areaCodeTaken: L('区域编码不能重复', '區域編碼不能重複', 'The area code is already in use'),
  areaTypeMismatch: L('区域类型与上级不符：本级应为{expected}', '區域類型與上級不符：本級應為{expected}', 'The area type does not fit its parent: it should be {expected}'),
  areaTypeLocked: L('该区域有下级区域，不能修改区域类型', '該區域有下級區域，不能修改區域類型', 'The area has child areas; its type cannot be changed'),
  areaTooDeep: L('区县下不能再添加下级区域', '區縣下不能再新增下級區域', 'A district cannot have child areas'),
  // Bill rules.
  billRuleNotFound: L('单据规则不存在', '單據規則不存在', 'The bill rule does not exist'),
  billCodeTaken: L('单据编码不能重复', '單據編碼不能重複', 'The bill rule code is already in use'),
  billNameTaken: L('单据名称不能重复', '單據名稱不能重複', 'The bill rule name is already in use'),
  billUsed: L('单据已经被使用,不允许被删除', '單據已經被使用,不允許被刪除', 'The bill rule has issued numbers and cannot be deleted'),
  billRuleLocked: L(
    '单据规则已被使用，不能修改编码、前缀、日期格式和流水位数，否则会产生重复单号',
    '單據規則已被使用，不能修改編碼、前綴、日期格式和流水位數，否則會產生重複單號',
    'The bill rule has issued numbers; its code, prefix, date format and digits cannot change, or numbers would repeat',
  ),
  billStartLowered: L(
    '单据规则已被使用，起始值不能调小，否则会产生重复单号',
    '單據規則已被使用，起始值不能調小，否則會產生重複單號',
    'The bill rule has issued numbers; its start number cannot be lowered, or numbers would repeat',
  ),
  startNumberDigits: L('只能输入数字', '只能輸入數字', 'digits only'),
  startNumberTooLong: L('位数不能超过流水位数', '位數不能超過流水位數', 'cannot have more digits than the serial'),
  // System settings.
  badTimeZone: L('不是有效的时区（请选择如 Asia/Shanghai 的 IANA 时区）', '不是有效的時區（請選擇如 Asia/Shanghai 的 IANA 時區）', 'is not a valid time zone (pick an IANA zone such as Asia/Shanghai)'),
  badSwitch: L('取值必须是 0 或 1', '取值必須是 0 或 1', 'must be 0 or 1'),
  badRange: L('请输入{min}~{max}的整数', '請輸入{min}~{max}的整數', 'enter a whole number from {min} to {max}'),
  badIpList: L('格式不正确：{entry}（请输入以逗号分隔的IP地址或网段，如 192.168.1.10,10.0.0.0/8）', '格式不正確：{entry}（請輸入以逗號分隔的IP位址或網段，如 192.168.1.10,10.0.0.0/8）', 'invalid entry {entry} (enter IP addresses or CIDR ranges separated by commas, e.g. 192.168.1.10,10.0.0.0/8)'),
  emptyWhitelist: L('开启IP白名单时，IP白名单不能为空', '開啟IP白名單時，IP白名單不能為空', 'The IP whitelist cannot be empty while it is switched on'),
} as const;

/** "{label}不能为空" with the label in each language. */
export const requiredText = (label: Text): Text => withLabel(CATALOGUE_TEXT.required, label);
