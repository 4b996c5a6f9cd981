import { describe, expect, it } from 'vitest';
import type { LiveModel } from '../../../server/modules/visualdev/live';
import { formOnly } from '../../../server/modules/visualdev/share/fill';
import { onlinePublished } from '../../api/fixtures/online-published';

describe('a share link’s submission', () => {
  it('keeps only what the form shows: a model field the form no longer has and foreign row keys are dropped', () => {
    const published = onlinePublished('0123456789abcdef0123456789abcdef', 'shareOnly');
    // A field removed from the design stays in the model (hidden, its column kept); a visitor must not write it.
    published.model.fields.push({ key: 'internalNote', type: 'text', label: { zh: '内部', zhtw: '內部', en: 'Internal' }, readonly: true, export: false });
    const live = { published } as unknown as LiveModel;
    expect(formOnly(live, {
      title: '甲', amount: '3', internalNote: 'x', items: [{ product: '戒指', qty: 1, parentId: 'other', sortCode: 9 }],
    })).toEqual({ title: '甲', amount: '3', items: [{ product: '戒指', qty: 1 }] });
  });
});
