import { describe, expect, it } from 'vitest';
import { PriorityQueue } from '../../src/analysis/priority-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PriorityQueue', () => {
  it('never runs more than the limit at once', async () => {
    let active = 0;
    let peak = 0;
    const gates = Array.from({ length: 6 }, deferred);
    const queue = new PriorityQueue<number>(2, async (n) => {
      active += 1;
      peak = Math.max(peak, active);
      await gates[n]!.promise;
      active -= 1;
    });
    for (let n = 0; n < 6; n += 1) queue.push(n, false);
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(4);
    for (const gate of gates) gate.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
  });

  it('starts waiting visitor jobs before waiting batch jobs', async () => {
    const started: string[] = [];
    const gate = deferred();
    const queue = new PriorityQueue<string>(1, async (name) => {
      started.push(name);
      if (name === 'first') await gate.promise;
    });
    queue.push('first', false);
    queue.push('batch-1', true);
    queue.push('batch-2', true);
    queue.push('visitor', false);
    gate.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(started).toEqual(['first', 'visitor', 'batch-1', 'batch-2']);
  });
});
