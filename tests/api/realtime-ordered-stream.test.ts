import { describe, expect, it } from 'vitest';
import { createOrderedStream, REPLAY_LIMIT } from '../../server/modules/realtime/ordered-stream';
import type { StoredPush } from '../../server/modules/realtime/methods';

/** A stream over an in-memory log: `sent` is what the socket got, `reads` the log reads it made. */
function harness(log: StoredPush[], options: { failReads?: boolean } = {}) {
  const sent: any[] = [];
  const reads: Array<[number, number]> = [];
  const failures: unknown[] = [];
  const stream = createOrderedStream({
    send: (data) => sent.push(JSON.parse(data)),
    since: async (after, limit) => {
      reads.push([after, limit]);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a real read takes a while: pushes arrive meanwhile
      if (options.failReads) throw new Error('database down');
      return log.filter((p) => p.seq > after).slice(0, limit);
    },
    fail: (err) => failures.push(err),
  });
  const push = (seq: number) => stream.push(JSON.stringify({ method: 'p', n: seq, seq }), seq);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  return { stream, sent, reads, failures, push, settle };
}
const logOf = (from: number, to: number): StoredPush[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ seq: from + i, payload: { method: 'p', n: from + i } }));
const seqs = (sent: any[]) => sent.map((f) => (f.method === 'p' ? f.seq : f.method));

describe('ordered stream of one socket', () => {
  it('holds pushes until initMessage, replays from lastSeq, then sends the held ones without duplicates', async () => {
    const h = harness(logOf(1, 8));
    h.push(7); // published while the snapshot was read (already in the log up to 6 when it was taken)
    h.push(6);
    h.stream.push(JSON.stringify({ method: 'note' })); // a frame that is not stored keeps its place
    expect(h.sent).toEqual([]);
    h.stream.start({ method: 'initMessage' }, 6, 3);
    h.push(8);
    await h.settle();
    expect(seqs(h.sent)).toEqual(['initMessage', 4, 5, 6, 7, 'note', 8]);
    expect(h.sent[0]).toEqual({ method: 'initMessage', seq: 6 });
    expect(h.sent[1]).toEqual({ method: 'p', n: 4, seq: 4 }); // a replayed push carries its seq
  });

  it('a first connection replays nothing and drops pushes its snapshot already counted', async () => {
    const h = harness(logOf(1, 5));
    h.push(4);
    h.push(5);
    h.stream.start({ method: 'initMessage' }, 4, null);
    await h.settle();
    expect(seqs(h.sent)).toEqual(['initMessage', 5]);
    expect(h.reads).toEqual([]);
  });

  it('fills a gap from the log when a push arrives ahead of one published late, and drops the late one', async () => {
    const h = harness(logOf(1, 4));
    h.stream.start({ method: 'initMessage' }, 1, null);
    await h.settle();
    h.push(4);
    await h.settle();
    h.push(2);
    h.push(3);
    await h.settle();
    expect(seqs(h.sent)).toEqual(['initMessage', 2, 3, 4]);
    expect(h.reads).toEqual([[1, 2]]);
  });

  it('sends resync instead when the log lacks a push (purged), a replay is too long, or lastSeq is unknown', async () => {
    const purged = harness(logOf(5, 9));
    purged.stream.start({ method: 'initMessage' }, 9, 2);
    purged.push(10);
    await purged.settle();
    expect(purged.sent.map((f) => [f.method, f.seq])).toEqual([['initMessage', 9], ['resync', 9], ['p', 10]]);

    const long = harness(logOf(1, REPLAY_LIMIT + 1));
    long.stream.start({ method: 'initMessage' }, REPLAY_LIMIT + 1, 0);
    await long.settle();
    expect(long.sent.map((f) => [f.method, f.seq])).toEqual([['initMessage', REPLAY_LIMIT + 1], ['resync', REPLAY_LIMIT + 1]]);
    expect(long.reads).toEqual([]);

    const exact = harness(logOf(1, REPLAY_LIMIT));
    exact.stream.start({ method: 'initMessage' }, REPLAY_LIMIT, 0);
    await exact.settle();
    expect(exact.sent).toHaveLength(REPLAY_LIMIT + 1);

    const unknown = harness(logOf(1, 3));
    unknown.stream.start({ method: 'initMessage' }, 3, 50);
    unknown.push(4);
    await unknown.settle();
    expect(unknown.sent.map((f) => [f.method, f.seq])).toEqual([['initMessage', 3], ['resync', 3], ['p', 4]]);
  });

  it('runs a close after the frames queued before it, and stops when the log cannot be read', async () => {
    const h = harness(logOf(1, 3));
    const order: string[] = [];
    h.stream.push(JSON.stringify({ method: 'logout' }));
    h.stream.afterQueued(() => order.push(`closed after ${h.sent.length}`));
    h.stream.start({ method: 'initMessage' }, 0, null);
    await h.settle();
    expect(seqs(h.sent)).toEqual(['initMessage', 'logout']);
    expect(order).toEqual(['closed after 2']);

    const down = harness(logOf(1, 3), { failReads: true });
    down.stream.start({ method: 'initMessage' }, 3, 0);
    down.push(4);
    await down.settle();
    expect(seqs(down.sent)).toEqual(['initMessage']);
    expect(down.failures).toHaveLength(1);
  });
});
