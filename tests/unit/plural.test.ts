import { describe, expect, it } from 'vitest';
import { plural } from '../../shared/plural';
import { formatProgress } from '../../electron/hosts/cli/commands/export';

/** One count, one noun: "1 other", "1 page", "1 watched account", never "1 pages". */
describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(plural(1, 'other')).toBe('1 other');
    expect(plural(2, 'other')).toBe('2 others');
    expect(plural(0, 'page')).toBe('0 pages');
    expect(plural(1, 'watched account')).toBe('1 watched account');
    expect(plural(1n, 'transaction')).toBe('1 transaction');
    expect(plural(5n, 'transaction')).toBe('5 transactions');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
    expect(plural(1, 'more recipient', 'more recipients')).toBe('1 more recipient');
  });

  it('words the CLI export progress with it', () => {
    const line = formatProgress({
      jobId: 'j',
      state: 'running',
      rows: 1,
      pages: 1,
      rate: 3,
      etaSeconds: null,
      fraction: null,
      error: null,
    });
    expect(line).toBe('export: 1 row, 1 page, 3 rows/s');
  });
});
