import { describe, expect, it } from 'vitest';
import { MemoryAnalysisSlots } from '../../src/store/analysis-slots.ts';
import { ClientAnalysisQuota, clientKey } from '../../src/analysis/client-quota.ts';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('ClientAnalysisQuota', () => {
  it('takes up to the limit per client, and frees a place when an analysis ends', async () => {
    const quota = new ClientAnalysisQuota(new MemoryAnalysisSlots(), 2);
    expect(await quota.take('198.51.100.1', 'a')).toBe(true);
    expect(await quota.take('198.51.100.1', 'b')).toBe(true);
    expect(await quota.take('198.51.100.1', 'c')).toBe(false);
    expect(await quota.take('198.51.100.2', 'd')).toBe(true);

    await quota.release('a');
    await quota.release('a'); // twice is harmless
    await quota.release('never-taken');
    expect(await quota.take('198.51.100.1', 'e')).toBe(true);
    expect(await quota.take('198.51.100.1', 'f')).toBe(false);
  });

  it('counts every address of one IPv6 /64 as one client', async () => {
    const quota = new ClientAnalysisQuota(new MemoryAnalysisSlots(), 1);
    expect(await quota.take('2001:db8:5:6::1', 'a')).toBe(true);
    expect(await quota.take('2001:db8:5:6::2', 'b')).toBe(false);
    expect(await quota.take('2001:db8:5:7::1', 'c')).toBe(true);
  });

  it('limits nothing at 0', async () => {
    const quota = new ClientAnalysisQuota(new MemoryAnalysisSlots(), 0);
    for (let index = 0; index < 50; index += 1) expect(await quota.take('198.51.100.1', String(index))).toBe(true);
  });
});
