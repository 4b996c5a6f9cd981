import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers';
import { deliveriesSince, lastSequence, purgeDeliveries, withDelivery } from '../../server/modules/message/delivery';
import type { RealtimeHub } from '../../server/modules/realtime/hub';

/** A hub that records what was published, to see that pushes follow the commit and carry their numbers. */
function recordingHub(): RealtimeHub & { pushed: Array<{ userId: string; payload: any }> } {
  const pushed: Array<{ userId: string; payload: any }> = [];
  return {
    pushed,
    bind: () => () => {},
    publishToSession: () => {},
    publishToUser: (userId, payload) => { pushed.push({ userId, payload }); },
    closeSession: () => {},
    connectionsOfUser: () => 0,
  };
}

let t: TestContext;
let a: string;
let b: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await createUser(t.db, { account: 'deliver-a' });
  b = await createUser(t.db, { account: 'deliver-b' });
});
afterAll(async () => t.close());

describe('message delivery log', () => {
  it('numbers each user\'s pushes from 1 in order and publishes them only after commit', async () => {
    const hub = recordingHub();
    await withDelivery(t.db, hub, async (_tx, deliver) => {
      await deliver([{ userId: a, payload: { method: 'x', n: 1 } }, { userId: b, payload: { method: 'x', n: 2 } }, { userId: a, payload: { method: 'x', n: 3 } }]);
      expect(hub.pushed).toEqual([]);
    });
    expect(hub.pushed.map((p) => [p.userId, p.payload.n, p.payload.seq])).toEqual([[a, 1, 1], [b, 2, 1], [a, 3, 2]]);
    expect(await lastSequence(t.db, a)).toBe(2);
    expect((await deliveriesSince(t.db, a, 1, 10)).map((d) => d.payload.n)).toEqual([3]);
  });

  it('publishes nothing and keeps no number when the transaction rolls back', async () => {
    const hub = recordingHub();
    const before = await lastSequence(t.db, b);
    await expect(withDelivery(t.db, hub, async (_tx, deliver) => {
      await deliver([{ userId: b, payload: { method: 'x' } }]);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(hub.pushed).toEqual([]);
    expect(await lastSequence(t.db, b)).toBe(before);
  });

  it('gives a broadcast one number per user, after what each already had', async () => {
    const hub = recordingHub();
    const c = await createUser(t.db, { account: 'deliver-c' });
    const seqA = await lastSequence(t.db, a);
    await withDelivery(t.db, hub, async (_tx, _deliver, broadcast) => broadcast([a, c, a], { method: 'messagePush' }));
    expect(hub.pushed.map((p) => [p.userId, p.payload.seq]).sort()).toEqual([[a, seqA + 1], [c, 1]].sort());
    await purgeDeliveries(t.db, new Date(Date.now() + 60_000));
    expect(await deliveriesSince(t.db, a, 0, 10)).toEqual([]);
    expect(await lastSequence(t.db, a)).toBe(seqA + 1);
  });
});
