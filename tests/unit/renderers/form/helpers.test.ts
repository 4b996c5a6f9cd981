import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../../schemas';
import { locateServerError, matchFieldMessage } from '../../../../runtime/renderers/form/serverErrors';
import { pickSaveCall, savePayload } from '../../../../runtime/renderers/form/submit';

const fields: FieldSchema[] = [
  { vModel: 'tel', jnpfKey: 'comInput', label: '电话' },
  { vModel: 'phone', jnpfKey: 'comInput', label: { zh: '联系电话', zhtw: '聯絡電話', en: 'Phone' } },
];

describe('matchFieldMessage', () => {
  it('finds the field a server message starts with, by its label in any language and either colon', () => {
    expect(matchFieldMessage('联系电话：请正确输入您的手机或座机号', fields)).toEqual({ field: fields[1], text: '请正确输入您的手机或座机号' });
    expect(matchFieldMessage('Phone: Please enter a valid mobile or landline number', fields)?.field).toBe(fields[1]);
    expect(matchFieldMessage('聯絡電話：格式不對', fields)?.text).toBe('格式不對');
    expect(matchFieldMessage('电话:重复', fields)).toEqual({ field: fields[0], text: '重复' });
  });

  it('ignores messages that do not start with a label and a colon', () => {
    expect(matchFieldMessage('请正确输入联系电话', fields)).toBeNull();
    expect(matchFieldMessage('联系电话重复', fields)).toBeNull();
  });
});

describe('locateServerError', () => {
  it('places a message by field key first, dropping a leading label or key and its colon', () => {
    expect(locateServerError('Enter a valid mobile or landline number', 'phone', fields)).toEqual({ field: fields[1], text: 'Enter a valid mobile or landline number' });
    expect(locateServerError('Phone: Enter a valid mobile or landline number', 'phone', fields)?.text).toBe('Enter a valid mobile or landline number');
    expect(locateServerError('联系电话：请正确输入您的手机或座机号', 'phone', fields)?.text).toBe('请正确输入您的手机或座机号');
    expect(locateServerError('phone: has an invalid format', 'phone', fields)?.text).toBe('has an invalid format');
    // The key wins over a label the message starts with.
    expect(locateServerError('电话：重复', 'phone', fields)).toEqual({ field: fields[1], text: '电话：重复' });
  });

  it('matches labels only without a key, and gives up on a key the form does not have', () => {
    expect(locateServerError('电话:重复', undefined, fields)).toEqual({ field: fields[0], text: '重复' });
    expect(locateServerError('联系电话：请正确输入您的手机或座机号', 'mobilePhone', fields)).toBeNull();
    expect(locateServerError('请正确输入联系电话', undefined, fields)).toBeNull();
  });
});

describe('pickSaveCall and savePayload', () => {
  const create = { method: 'POST' as const, url: '/create' };
  const freeze = { method: 'POST' as const, url: '/freeze', when: 'status == 0' };
  const broken = { method: 'POST' as const, url: '/broken', when: 'status ==' };

  it('takes the first call whose condition holds, skipping conditions that cannot be evaluated', () => {
    expect(pickSaveCall([broken, freeze, create], { status: 0 })?.url).toBe('/freeze');
    expect(pickSaveCall([broken, freeze, create], { status: 1 })?.url).toBe('/create');
    expect(pickSaveCall([freeze], { status: 1 })).toBeNull();
    expect(pickSaveCall(create, {})?.url).toBe('/create');
  });

  it('adds id, and version when the record has one, to an edit only', () => {
    expect(savePayload({ a: 1 }, undefined, null)).toEqual({ a: 1 });
    expect(savePayload({ a: 1 }, '7', { id: '7', a: 0 })).toEqual({ a: 1, id: '7' });
    expect(savePayload({ a: 1 }, '7', { id: '7', version: 4 })).toEqual({ a: 1, id: '7', version: 4 });
  });
});
