import { describe, expect, it } from 'vitest';
import { createSingleFlight } from '../../src/lib/single-flight';

describe('createSingleFlight', () => {
  it('should run once › when the same key is asked again while pending', async () => {
    const once = createSingleFlight<string>();
    let calls = 0;
    let release!: (v: string) => void;
    const run = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const a = once('lead-1', run);
    const b = once('lead-1', run);
    expect(b).toBe(a);
    release('sol-1');
    await expect(a).resolves.toBe('sol-1');
    expect(calls).toBe(1);
  });

  it('should run again › for another key, or once the first has settled (also after a failure)', async () => {
    const once = createSingleFlight<number>();
    let calls = 0;
    await expect(once('a', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await once('a', async () => ++calls);
    await once('b', async () => ++calls);
    expect(calls).toBe(2);
  });
});
