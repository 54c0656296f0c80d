import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { fallbackStarterCode } from './fallbacks.ts';

describe('the starter code fallback (docs/product.md §8)', () => {
  it('keeps a hostile title and features as data: the stub runs and prints the title exactly', () => {
    const title = "Todo app\\'); process.exit(1); //\n*/ ${x} \u2028";
    const features = ['Add cards\nprocess.exit(2)', 'Save */ state'];
    const code = fallbackStarterCode(title, features);
    const printed: unknown[] = [];
    runInNewContext(code, { console: { log: (value: unknown) => printed.push(value) } });
    expect(printed).toEqual([title]);
    // every feature is one comment line
    expect(code.split('\n').filter((line) => line.startsWith('// TODO: '))).toHaveLength(2);
    expect(code).not.toMatch(/^process\.exit/m);
  });
});
