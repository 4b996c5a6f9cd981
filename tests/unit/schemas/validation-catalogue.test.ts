/**
 * The rule catalogue of docs/product.md#validation-rules (schemas/validation), shared by the forms and the server:
 * each rule with real valid and invalid samples, and each message as the spec's table gives it.
 */
import { describe, expect, it } from 'vitest';
import { RULES, RULE_NAMES, checkRule, isArithmeticExpression, type RuleName } from '../../../schemas/validation';

/** The spec's table, verbatim. */
const SPEC_MESSAGES: Partial<Record<RuleName, string>> = {
  mobile: '请正确输入您的手机号',
  mobileOrLandline: '请正确输入您的手机或座机号',
  password: '6-16位字符的密码（数字和字母组成）',
  strongPassword: '16位的密码（必须包含数字、字母和特殊符号）',
  idNumber: '请正确输入您的身份证号码',
  email: '请正确输入您的邮箱地址',
  licencePlate: '请正确输入您的车牌号',
  chinese: '请正确输入中文',
  code: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  account: '只能输入数字英文',
  name: '名称不能含有特殊符号',
  numericCode: '编码只能输入数字',
  halfHour: '时间只能是整数和0.5的倍数',
  positiveInteger: '请输入正整数',
  amount: '请输入大于零的数，最多保留两位小数',
  specialAmount: '请输入大于零的数，最多保留两位小数',
  rate: '请输入大于零的数',
  days: '请输入1~100的正整数',
};

const SAMPLES: Record<RuleName, { valid: string[]; invalid: string[] }> = {
  mobile: {
    valid: ['13812345678', '15900001111', '16612345678', '17712345678', '18688889999', '19912345678'],
    invalid: ['12812345678', '10012345678', '1381234567', '138123456789', '+8613812345678', '138-1234-5678', '2381234567a'],
  },
  mobileOrLandline: {
    valid: ['13812345678', '010-12345678', '0755-2345678', '075586001234', '021-6888999', '12345678', '2345678'],
    invalid: ['123456', '123456789', '010-123456', '0755-123456789', '1381234567', '(010)12345678', '010—12345678'],
  },
  password: {
    valid: ['abc123', 'Gold2024', 'A1b2C3d4E5f6G7h8'],
    invalid: ['ab12', 'abcdefgh', '12345678', 'abc123!', 'abc 123', 'a1234567890123456'],
  },
  strongPassword: {
    valid: ['Abcdefgh1234567!', 'a1!a1!a1!a1!a1!a', 'P@ssw0rdP@ssw0rd'],
    invalid: ['Abcdefgh123456!', 'Abcdefgh1234567!x', 'Abcdefgh12345678', 'Abcdefghijklmno!', '123456789012345!'],
  },
  idNumber: {
    // Region 440305 (Nanshan), 110105 (Chaoyang)...: real formats with their ISO 7064 check digit.
    valid: ['320102198808154520', '510107200002293019', '440106198511200074', '11010519491231002X', '11010519491231002x', '44030519900101123X'],
    invalid: [
      '320102198808154521', // wrong check digit
      '110105194912310021', // X expected
      '510107190002293012', // 1900-02-29 does not exist (check digit right)
      '440305202302301235', // 2023-02-30 does not exist
      '110105179912310024', // born 1799
      '440305900101123', // old 15-digit number
      '44030519900101123Y',
      '04030519900101123X', // region cannot start with 0
    ],
  },
  creditCode: {
    valid: ['91350100M000100Y43', '91440300708461136T'],
    invalid: ['91350100M000100Y44', '91440300708461136', '9144030070846113IT', '91440300708461136TX'],
  },
  email: {
    valid: ['zhangsan@example.com', 'li.si+gold@mail.example.com.cn', 'user_01@qq.com', 'Shop-01@gold-franchise.cn'],
    invalid: ['zhangsan@', '@example.com', 'zhang san@example.com', 'zhangsan@example', 'zhangsan@@example.com', 'zhangsan.example.com', '张三@example.com'],
  },
  licencePlate: {
    valid: ['粤B12345', '京A8K3L2', '沪AD12345', '粤BF23456', '川A12345D', '苏E1234学', '粤Z1234港', '浙A1234挂'],
    invalid: ['B12345', '粤I12345', '粤B1234', '粤B1234567', '粤b12345', '粤B12O45', '港A12345', '粤B·12345'],
  },
  chinese: { valid: ['张三', '黄金饰品', '深圳市南山区'], invalid: ['张三1', 'abc', '张 三', '张三！', 'ＡＢ'] },
  code: {
    valid: ['AU999', 'gold.ring.01', 'A1', '2024.11'],
    invalid: ['.abc', 'abc.', 'ab..c', 'ab-c', 'ab c', 'ab_c', '编码'],
  },
  account: { valid: ['zhangsan01', 'ADMIN', '007'], invalid: ['zhang_san', 'zhang san', '张三', 'li.si', 'a@b'] },
  name: {
    valid: ['周大生南山店', 'Shop01', '金源Gold1'],
    invalid: ['南山店(一)', 'a-b', 'a b', '店#1', '金源·南山', 'name!'],
  },
  numericCode: { valid: ['0001', '123', '20241122'], invalid: ['12a', '1.2', '-1', '1 2', '一二三'] },
  halfHour: { valid: ['0', '1', '1.5', '2.0', '7.50', '24'], invalid: ['1.2', '0.25', '-1', '-0.5', 'abc', '1.', '.5', '1,5'] },
  positiveInteger: { valid: ['1', '25', '100000'], invalid: ['0', '01', '-1', '1.5', '1.0', 'a', '1e3'] },
  amount: {
    valid: ['0.01', '1', '1234.5', '1234.56', '99999999.99'],
    invalid: ['0', '0.00', '1.234', '-1', '-0.01', 'abc', '1,234.00', '1.', '.5', '1e3'],
  },
  specialAmount: {
    valid: ['', '   ', '0.01', '1234.56'],
    invalid: ['0', '0.00', '1.234', '-5', 'abc'],
  },
  money: { valid: ['0', '0.00', '12.5', '1000000.99'], invalid: ['-1', '1.234', 'abc', '1.'] },
  weight: { valid: ['0', '5.125', '12.5', '1000'], invalid: ['-1', '1.2345', 'abc', '1.'] },
  signedAmount: { valid: ['1', '-1', '-0.01', '12.5', '-1000000.99'], invalid: ['0', '0.00', '-0', '1.234', 'abc', '--1', '1.'] },
  rate: { valid: ['0.5', '3', '12.345', '100'], invalid: ['0', '0.0', '-1', 'abc', '1.', '5%'] },
  days: { valid: ['1', '30', '100'], invalid: ['0', '101', '1.5', '-3', '1000', 'ten'] },
  url: {
    valid: ['http://example.com', 'https://www.example.com/path?q=1#x', 'ftp://files.example.com/pub/a.zip', 'HTTPS://EXAMPLE.COM', 'http://127.0.0.1:3000/api'],
    invalid: ['www.example.com', 'example.com', 'mailto:a@b.com', 'http://', 'http:// example.com', 'file:///etc/passwd', 'https://exa mple.com', 'ftps://x.com'],
  },
  lowercase: { valid: ['abc', 'gold'], invalid: ['Abc', 'ABC', 'abc1', 'ab c', 'ä'] },
  uppercase: { valid: ['ABC', 'GOLD'], invalid: ['Abc', 'abc', 'ABC1', 'AB C'] },
  letters: { valid: ['abc', 'ABC', 'GoldRing'], invalid: ['abc1', 'ab c', 'ab-c', '黄金'] },
  expression: {
    valid: ['1+2', '(1.5+2)×3', '10÷4-2*3', '100/3', '-5+3', '2*(-1)', '((1+2))/3', '1 + 2 * 3', '（1+2）×3', '42'],
    invalid: ['1+', '+1', '1++2', '1+-2', '(1+2', '1+2)', '()', '1 2', '1.', '.5', 'a+1', '2(3)', '(1)(2)', '1+()', '--1', ')1(', '1%2', '*', '1..2'],
  },
  longitude: { valid: ['113.943', '-180', '180', '0', '116.397128'], invalid: ['180.5', '-181', '113.9430001', 'abc', '1000'] },
  latitude: { valid: ['22.54', '-90', '90', '39.916527'], invalid: ['90.1', '-91', '22.5400001', 'abc'] },
};

describe('validation catalogue', () => {
  it('has samples for every rule', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...RULE_NAMES].sort());
  });

  it.each(Object.entries(SPEC_MESSAGES))('%s says the spec message verbatim', (name, message) => {
    expect(RULES[name as RuleName].message.zh).toBe(message);
  });

  it.each(RULE_NAMES)('%s has a message in every language', (name) => {
    const { zh, zhtw, en } = RULES[name].message;
    expect([zh, zhtw, en].every((text) => typeof text === 'string' && text.length > 1)).toBe(true);
    expect(en).toMatch(/^[\x20-\x7e]+$/);
  });

  describe.each(RULE_NAMES)('%s', (name) => {
    it.each(SAMPLES[name].valid)('accepts %j', (sample) => {
      expect(RULES[name].test(sample)).toBe(true);
      expect(checkRule(name, sample)).toBeNull();
    });
    it.each(SAMPLES[name].invalid)('rejects %j', (sample) => {
      expect(RULES[name].test(sample)).toBe(false);
      expect(checkRule(name, sample, 'zh')).toBe(RULES[name].message.zh);
      expect(checkRule(name, sample, 'en')).toBe(RULES[name].message.en);
    });
  });

  it('lets empty values pass every rule (required is a separate check)', () => {
    for (const name of RULE_NAMES) {
      for (const empty of ['', null, undefined, []]) expect(checkRule(name, empty)).toBeNull();
    }
  });

  it('trims the value before checking', () => {
    expect(checkRule('mobile', ' 13812345678 ')).toBeNull();
    expect(checkRule('amount', '  ')).toBe('请输入大于零的数，最多保留两位小数');
    expect(checkRule('specialAmount', '  ')).toBeNull();
  });

  it('checks numbers stored as numbers too', () => {
    expect(checkRule('positiveInteger', 12)).toBeNull();
    expect(checkRule('amount', 0)).toBe('请输入大于零的数，最多保留两位小数');
    expect(checkRule('days', 101)).toBe('请输入1~100的正整数');
  });

  it('parses expressions instead of matching characters', () => {
    expect(isArithmeticExpression('((((1))))')).toBe(true);
    expect(isArithmeticExpression('(((1)))))')).toBe(false);
    expect(isArithmeticExpression('1+2+3+4+5+6+7+8+9×10÷11')).toBe(true);
    expect(isArithmeticExpression('')).toBe(false);
    expect(isArithmeticExpression('   ')).toBe(false);
  });
});
