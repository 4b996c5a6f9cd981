import { describe, expect, it } from 'vitest';
import {
  fromConditionJson, incompleteGroups, newCondition, toConditionJson, withField, type DraftGroup, type RuleField,
} from '../../../../../business-screens/menu/scheme/conditions';

const SPV: RuleField = { field: 'spvId', label: '所属SPV', ops: ['Equal', 'NotEqual'], placeholders: ['@spvId'] };
const WEIGHT: RuleField = { field: 'weight', label: '克重', ops: ['GreaterThan'], placeholders: [] };

describe('scheme conditions', () => {
  it('reads stored conditionJson as text or array and writes the same shape back', () => {
    const stored = [{ logic: 'or', groups: [{ field: 'spvId', op: 'Equal', value: '@spvId' }, { field: 'weight', op: 'GreaterThan', value: '5' }] }];
    expect(toConditionJson(fromConditionJson(JSON.stringify(stored)))).toEqual(stored);
    expect(toConditionJson(fromConditionJson(stored))).toEqual(stored);
  });

  it('gives no groups for unreadable conditionJson instead of failing', () => {
    expect(fromConditionJson('not json')).toEqual([]);
    expect(fromConditionJson(null)).toEqual([]);
    expect(fromConditionJson({ logic: 'and' })).toEqual([]);
    expect(toConditionJson(fromConditionJson([{ logic: 'xor', groups: [{ field: 'a', op: 'Equal', value: 1 }] }])))
      .toEqual([{ logic: 'and', groups: [{ field: 'a', op: 'Equal', value: '1' }] }]);
  });

  it('keeps a comparison the new field allows, else takes the field\'s first', () => {
    const condition = { ...newCondition(), field: 'spvId', op: 'NotEqual', value: 'x' };
    expect(withField(condition, { ...SPV, field: 'other' }, 'other')).toMatchObject({ field: 'other', op: 'NotEqual', value: 'x' });
    expect(withField(condition, WEIGHT, 'weight')).toMatchObject({ field: 'weight', op: 'GreaterThan', value: 'x' });
  });

  it('names the groups with incomplete conditions; empty groups are left out of the JSON', () => {
    const groups: DraftGroup[] = [
      { key: 'a', logic: 'and', conditions: [{ key: 'a1', field: 'spvId', op: 'Equal', value: ' 7 ' }] },
      { key: 'b', logic: 'or', conditions: [] },
      { key: 'c', logic: 'and', conditions: [{ key: 'c1', field: 'spvId', op: 'Equal', value: '  ' }] },
    ];
    expect(incompleteGroups(groups)).toEqual([3]);
    expect(toConditionJson(groups.slice(0, 2))).toEqual([{ logic: 'and', groups: [{ field: 'spvId', op: 'Equal', value: '7' }] }]);
  });
});
