import type { LocalText } from '../text';
import { isArithmeticExpression } from './arithmetic';
import { isCreditCode, isIdNumber } from './checksums';

/**
 * The rule catalogue of docs/product.md#validation-rules, shared by the forms and the server so both say the same
 * thing. A rule checks a non-empty value (emptiness is `required`'s business); zh messages are the
 * spec's texts verbatim.
 */
export interface Rule {
  test(value: string): boolean;
  message: LocalText;
  /** When a form checks it (docs/product.md#form-behaviour: inputs on blur, pickers on change). */
  trigger?: 'blur' | 'change';
}

const re = (pattern: RegExp) => (v: string) => pattern.test(v);
const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^(0\d{2,3}-?)?\d{7,8}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export const RULES = {
  mobile: { test: re(MOBILE), message: { zh: '请正确输入您的手机号', zhtw: '請正確輸入您的手機號', en: 'Please enter a valid mobile number' } },
  mobileOrLandline: {
    test: (v: string) => MOBILE.test(v) || LANDLINE.test(v),
    message: { zh: '请正确输入您的手机或座机号', zhtw: '請正確輸入您的手機或座機號', en: 'Please enter a valid mobile or landline number' },
  },
  password: {
    test: re(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{6,16}$/),
    message: { zh: '6-16位字符的密码（数字和字母组成）', zhtw: '6-16位字元的密碼（數字和字母組成）', en: 'Password of 6-16 characters (letters and digits)' },
  },
  strongPassword: {
    test: re(/^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z\d]).{16}$/),
    message: { zh: '16位的密码（必须包含数字、字母和特殊符号）', zhtw: '16位的密碼（必須包含數字、字母和特殊符號）', en: 'Password of exactly 16 characters (digits, letters and special symbols)' },
  },
  idNumber: { test: isIdNumber, message: { zh: '请正确输入您的身份证号码', zhtw: '請正確輸入您的身份證號碼', en: 'Please enter a valid national ID number' } },
  creditCode: {
    test: isCreditCode,
    message: { zh: '请正确输入统一社会信用代码', zhtw: '請正確輸入統一社會信用代碼', en: 'Please enter a valid unified social credit code' },
  },
  email: {
    test: re(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/),
    message: { zh: '请正确输入您的邮箱地址', zhtw: '請正確輸入您的郵箱地址', en: 'Please enter a valid e-mail address' },
  },
  licencePlate: {
    test: re(/^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领][A-HJ-NP-Z][A-HJ-NP-Z0-9]{4,5}[A-HJ-NP-Z0-9挂学警港澳]$/),
    message: { zh: '请正确输入您的车牌号', zhtw: '請正確輸入您的車牌號', en: 'Please enter a valid licence plate' },
  },
  chinese: { test: re(/^[\u4e00-\u9fa5]+$/), message: { zh: '请正确输入中文', zhtw: '請正確輸入中文', en: 'Please enter Chinese characters only' } },
  code: {
    test: re(/^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/),
    message: { zh: '编码只能输入英文、数字和小数点且小数点不能放在首尾', zhtw: '編碼只能輸入英文、數字和小數點且小數點不能放在首尾', en: 'Codes may hold letters, digits and dots, not at the start or end' },
  },
  account: { test: re(/^[A-Za-z0-9]+$/), message: { zh: '只能输入数字英文', zhtw: '只能輸入數字英文', en: 'Letters and digits only' } },
  name: {
    test: re(/^[\u4e00-\u9fa5A-Za-z0-9]+$/),
    message: { zh: '名称不能含有特殊符号', zhtw: '名稱不能含有特殊符號', en: 'The name may not contain special symbols' },
  },
  numericCode: { test: re(/^\d+$/), message: { zh: '编码只能输入数字', zhtw: '編碼只能輸入數字', en: 'Codes may hold digits only' } },
  halfHour: {
    test: (v: string) => /^\d+(\.\d+)?$/.test(v) && Number.isInteger(Number(v) * 2),
    message: { zh: '时间只能是整数和0.5的倍数', zhtw: '時間只能是整數和0.5的倍數', en: 'Time must be a whole number or a multiple of 0.5' },
  },
  positiveInteger: { test: re(/^[1-9]\d*$/), message: { zh: '请输入正整数', zhtw: '請輸入正整數', en: 'Please enter a positive integer' } },
  amount: {
    test: (v: string) => AMOUNT.test(v) && Number(v) > 0,
    message: { zh: '请输入大于零的数，最多保留两位小数', zhtw: '請輸入大於零的數，最多保留兩位小數', en: 'Enter a number above zero with at most 2 decimals' },
  },
  /**
   * Spec: "a special-amount variant also allows empty". Every rule already passes empty values through
   * checkRule (required is separate), so the difference is in the rule itself: code that calls
   * `RULES[name].test` directly (server inputs) gets '' and blanks accepted. Zero is still refused:
   * the spec allows empty, not zero, and the message says "above zero".
   */
  specialAmount: {
    test: (v: string) => v.trim() === '' || (AMOUNT.test(v) && Number(v) > 0),
    message: { zh: '请输入大于零的数，最多保留两位小数', zhtw: '請輸入大於零的數，最多保留兩位小數', en: 'Enter a number above zero with at most 2 decimals' },
  },
  /** Money that may be zero (deposits, credit limits): at most 2 decimals, not negative. */
  money: {
    test: re(AMOUNT),
    message: { zh: '请输入不小于零的数，最多保留两位小数', zhtw: '請輸入不小於零的數，最多保留兩位小數', en: 'Enter a number not below zero with at most 2 decimals' },
  },
  /** Signed money, not zero (special funds: positive in the shop's favour, negative against it). */
  signedAmount: {
    test: (v: string) => /^-?\d+(\.\d{1,2})?$/.test(v) && Number(v) !== 0,
    message: { zh: '请输入不为零的数，最多保留两位小数', zhtw: '請輸入不為零的數，最多保留兩位小數', en: 'Enter a number other than zero with at most 2 decimals' },
  },
  /** Weight in grams: not negative, at most 3 decimals. */
  weight: {
    test: re(/^\d+(\.\d{1,3})?$/),
    message: { zh: '请输入不小于零的数，最多保留三位小数', zhtw: '請輸入不小於零的數，最多保留三位小數', en: 'Enter a number not below zero with at most 3 decimals' },
  },
  rate: {
    test: (v: string) => /^\d+(\.\d+)?$/.test(v) && Number(v) > 0,
    message: { zh: '请输入大于零的数', zhtw: '請輸入大於零的數', en: 'Enter a number above zero' },
  },
  days: {
    test: (v: string) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 100,
    message: { zh: '请输入1~100的正整数', zhtw: '請輸入1~100的正整數', en: 'Enter a whole number from 1 to 100' },
  },
  url: {
    test: re(/^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i),
    message: { zh: '请正确输入网址', zhtw: '請正確輸入網址', en: 'Please enter a valid URL' },
  },
  lowercase: { test: re(/^[a-z]+$/), message: { zh: '只能输入小写字母', zhtw: '只能輸入小寫字母', en: 'Lowercase letters only' } },
  uppercase: { test: re(/^[A-Z]+$/), message: { zh: '只能输入大写字母', zhtw: '只能輸入大寫字母', en: 'Uppercase letters only' } },
  letters: { test: re(/^[A-Za-z]+$/), message: { zh: '只能输入英文字母', zhtw: '只能輸入英文字母', en: 'Letters only' } },
  /** A calculation such as (1.5+2)×3 (docs/product.md#validation-rules: arithmetic-expression validity; arithmetic.ts). */
  expression: {
    test: isArithmeticExpression,
    message: { zh: '请输入正确的计算表达式', zhtw: '請輸入正確的計算表達式', en: 'Please enter a valid arithmetic expression' },
  },
  longitude: {
    test: (v: string) => /^-?\d{1,3}(\.\d{1,6})?$/.test(v) && Math.abs(Number(v)) <= 180,
    message: { zh: '经度应在-180到180之间，最多六位小数', zhtw: '經度應在-180到180之間，最多六位小數', en: 'Longitude must be between -180 and 180 with at most 6 decimals' },
  },
  latitude: {
    test: (v: string) => /^-?\d{1,2}(\.\d{1,6})?$/.test(v) && Math.abs(Number(v)) <= 90,
    message: { zh: '纬度应在-90到90之间，最多六位小数', zhtw: '緯度應在-90到90之間，最多六位小數', en: 'Latitude must be between -90 and 90 with at most 6 decimals' },
  },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

export const RULE_NAMES = Object.keys(RULES) as RuleName[];

/** The message shown for an empty required field. */
export const REQUIRED_MESSAGE: LocalText = { zh: '{label}不能为空', zhtw: '{label}不能為空', en: '{label} is required' };
