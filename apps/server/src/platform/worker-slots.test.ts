import { describe, expect, it } from 'vitest';
import { workerSlots } from './worker-slots.ts';

describe('worker slots', () => {
  it('runs at most its size at once; the next waits until one is released, in arrival order', async () => {
    const slots = workerSlots(2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = slots.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect([slots.running, slots.waiting, order]).toEqual([2, 2, []]);
    first?.();
    first?.(); // a second release of the same slot frees nothing more
    expect((await third) && order).toEqual(['third']);
    expect([slots.running, slots.waiting]).toEqual([2, 1]);
    second?.();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('gives up a wait whose deadline passes, and never hands that place a slot', async () => {
    const slots = workerSlots(1);
    const held = await slots.acquire();
    const deadline = new AbortController();
    const late = slots.acquire(deadline.signal);
    deadline.abort();
    expect(await late).toBeNull();
    expect(slots.waiting).toBe(0);
    held?.();
    expect(slots.running).toBe(0);
    expect(await slots.acquire(AbortSignal.abort())).toBeNull();
  });

  it("never gives one owner two slots: a user's parallel files queue behind their own while another user goes on", async () => {
    const slots = workerSlots(2);
    const hostile = await slots.acquire(undefined, 'hostile');
    const order: string[] = [];
    const queued = [1, 2, 3].map((n) =>
      slots.acquire(undefined, 'hostile').then((release) => {
        order.push(`hostile ${n}`);
        return release;
      }),
    );
    await Promise.resolve();
    // a slot is free, yet the hostile user's other files wait for their first one
    expect([slots.running, slots.waiting]).toEqual([1, 3]);
    const other = await slots.acquire(undefined, 'candidate');
    expect([slots.running, slots.waiting, order]).toEqual([2, 3, []]);
    other?.();
    await Promise.resolve();
    expect([slots.running, order]).toEqual([1, []]);
    hostile?.();
    expect(await queued[0]).toBeTypeOf('function');
    expect([slots.running, slots.waiting, order]).toEqual([1, 2, ['hostile 1']]);
  });

  it('serves waiting owners in turn: one who sent many files does not go before one who sent one', async () => {
    const slots = workerSlots(2);
    const a = await slots.acquire(undefined, 'a');
    const b = await slots.acquire(undefined, 'b');
    const order: string[] = [];
    const wait = (owner: string) =>
      slots.acquire(undefined, owner).then((release) => {
        order.push(owner);
        return release;
      });
    const waits = [wait('a'), wait('a'), wait('a'), wait('c')];
    await Promise.resolve();
    expect(slots.waiting).toBe(4);
    // b leaves: a still holds a slot, so the free one goes to c although a's files came first
    b?.();
    const c = await waits[3];
    expect(order).toEqual(['c']);
    a?.();
    const a1 = await waits[0];
    expect(order).toEqual(['c', 'a']);
    c?.();
    await Promise.resolve();
    // a holds one slot: its next file waits although a slot is free
    expect([slots.running, slots.waiting]).toEqual([1, 2]);
    a1?.();
    await waits[1];
    expect(order).toEqual(['c', 'a', 'a']);
  });

  it("lets a waiting owner give up its place without taking another owner's turn", async () => {
    const slots = workerSlots(1);
    const held = await slots.acquire(undefined, 'x');
    const deadline = new AbortController();
    const gaveUp = slots.acquire(deadline.signal, 'y');
    const next = slots.acquire(undefined, 'z');
    deadline.abort();
    expect(await gaveUp).toBeNull();
    held?.();
    expect(await next).toBeTypeOf('function');
    expect([slots.running, slots.waiting]).toEqual([1, 0]);
  });
});
