import { describe, expect, it, vi } from 'vitest';
import { createRevenueCalculator, latestOnly } from '../../src/lib/revenue-bridge.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestOnly', () => {
  it('sends only the newest input after the running one and drops the stale answer', async () => {
    const calls: { input: number; answer: ReturnType<typeof deferred<string>> }[] = [];
    const compute = vi.fn((input: number) => {
      const answer = deferred<string>();
      calls.push({ input, answer });
      return answer.promise;
    });
    const delivered: string[] = [];
    const runner = latestOnly(compute, (output) => delivered.push(output));

    runner.submit(1);
    runner.submit(2);
    runner.submit(3);
    expect(calls.map((call) => call.input)).toEqual([1]);

    calls[0]!.answer.resolve('for 1');
    await tick();
    expect(calls.map((call) => call.input)).toEqual([1, 3]); // 2 was superseded before it was sent
    expect(delivered).toEqual([]); // the answer for 1 was stale once 3 arrived

    calls[1]!.answer.resolve('for 3');
    await tick();
    expect(delivered).toEqual(['for 3']);
  });

  it('delivers each answer when inputs arrive one at a time', async () => {
    const delivered: number[] = [];
    const runner = latestOnly(
      async (input: number) => input * 2,
      (output) => delivered.push(output),
    );
    runner.submit(1);
    await tick();
    runner.submit(2);
    await tick();
    expect(delivered).toEqual([2, 4]);
  });

  it('reports a failure of the latest calculation and keeps working', async () => {
    const errors: unknown[] = [];
    const delivered: number[] = [];
    const runner = latestOnly(
      async (input: number) => {
        if (input < 0) throw new Error('negative');
        return input;
      },
      (output) => delivered.push(output),
      (error) => errors.push(error),
    );
    runner.submit(-1);
    await tick();
    runner.submit(5);
    await tick();
    expect(errors).toHaveLength(1);
    expect(delivered).toEqual([5]);
  });

  it('delivers nothing after stop', async () => {
    const answer = deferred<number>();
    const deliver = vi.fn();
    const runner = latestOnly(() => answer.promise, deliver);
    runner.submit(1);
    runner.stop();
    answer.resolve(1);
    await tick();
    expect(deliver).not.toHaveBeenCalled();
  });
});

describe('createRevenueCalculator', () => {
  it('falls back to the main thread where there is no Worker and gives the same figures', async () => {
    expect(typeof Worker).toBe('undefined');
    const calculator = createRevenueCalculator();
    const impact = await calculator.calculate({ signupsPerMonth: 1000, activationRate: 10, revenuePerUser: 50 });
    expect(impact.current.monthlyRevenue).toBe(5000);
    calculator.dispose();
  });
});
