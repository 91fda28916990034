import { Address } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { addressForms, bookEntry } from '../../renderer/src/lib/address-forms';
import {
  dateInputToUnix,
  timeAxisLabels,
  formatDateTime,
  formatDuration,
  formatNumber,
  MINUS,
  setShownTimeZone,
  shownTimeZone,
} from '../../shared/format';
import {
  rateDraft,
  rateOf,
  validateProfile,
} from '../../renderer/src/features/settings/profile-input';
import { parseRoute, routePath } from '../../renderer/src/routing/routes';

describe('addressForms (memoized)', () => {
  const a = new Address(0, Buffer.alloc(32, 7));
  const raw = a.toRawString();
  it('gives the same forms from any input form, per network', () => {
    const main = addressForms(raw.toUpperCase(), 'mainnet')!;
    expect(main.raw).toBe(raw);
    expect(main.bounceable).toBe(a.toString({ bounceable: true, testOnly: false }));
    expect(addressForms(main.nonBounceable, 'mainnet')).toEqual(main);
    const test = addressForms(raw, 'testnet')!;
    expect(test.bounceable).toBe(a.toString({ bounceable: true, testOnly: true }));
    // A cached mainnet result never leaks into another network.
    expect(addressForms(raw, 'mainnet')!.bounceable).toBe(main.bounceable);
  });

  it('follows the address book for the display form, and finds entries by any form', () => {
    const key = `0:${'07'.repeat(32).toUpperCase()}`;
    const book = {
      [key]: { user_friendly: a.toString({ bounceable: false }), domain: null },
    } as never;
    expect(addressForms(raw, 'mainnet', book)!.display).toBe(
      a.toString({ bounceable: false, testOnly: false }),
    );
    expect(bookEntry(book, a.toString())).toBeDefined();
    expect(addressForms('not an address', 'mainnet')).toBeNull();
  });
});

describe('the one date-time format', () => {
  const t = Date.UTC(2026, 10, 24, 7, 5, 42) / 1000;
  it('always names its time zone: UTC, or local time with its offset', () => {
    expect(formatDateTime(t, 'utc')).toBe('2026-11-24 07:05:42 UTC');
    const local = formatDateTime(t, 'local');
    expect(local).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC([+-]\d{1,2}(:\d\d)?)?$/);
    const d = new Date(t * 1000);
    expect(local.slice(0, 19)).toBe(
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:05:42`,
    );
    expect(formatDateTime(null)).toBe('');
  });

  it('formats no date for a time no date can hold, rather than NaN', () => {
    const far = 1e13; // seconds: beyond the ±8.64e15 ms a Date holds
    expect(formatDateTime(far, 'utc')).toBe('');
    expect(formatDateTime(String(far), 'local')).toBe('');
    // The largest uint32 utime the chain can carry (year 2106) is still a date.
    expect(formatDateTime(2 ** 32 - 1, 'utc')).toBe('2106-02-07 06:28:15 UTC');
  });

  it('follows the setting by default, and reads date inputs in that zone', () => {
    const before = shownTimeZone();
    setShownTimeZone('utc');
    try {
      expect(formatDateTime(String(t))).toBe('2026-11-24 07:05:42 UTC');
      expect(dateInputToUnix('2026-11-24T07:05:42')).toBe(t);
      // Typed as the app writes dates: a space, the zone's name, seconds or not, a date alone.
      expect(dateInputToUnix('2026-11-24 07:05:42 UTC')).toBe(t);
      expect(dateInputToUnix(' 2026-11-24 07:05 ')).toBe(t - 42);
      expect(dateInputToUnix('2026-11-24')).toBe(t - 7 * 3600 - 5 * 60 - 42);
      // Not a date: refused rather than read as another day.
      for (const bad of ['2026-02-31', '24.11.2026', '2026-11-24 7:05', 'yesterday', '']) {
        expect(dateInputToUnix(bad)).toBeNull();
      }
    } finally {
      setShownTimeZone(before);
    }
  });

  it('labels a time axis for its range: short enough never to run into each other', () => {
    const at = (n: number, step: number) => Array.from({ length: n }, (_, i) => t + i * step);
    expect(timeAxisLabels(at(3, 3600), 'utc')).toEqual(['2026-11-24\n07:05 UTC', '08:05', '09:05']);
    expect(timeAxisLabels(at(3, 60), 'utc')).toEqual([
      '2026-11-24\n07:05:42 UTC',
      '07:06:42',
      '07:07:42',
    ]);
    // Past midnight the date is written again, where it changes.
    expect(timeAxisLabels(at(2, 17 * 3600), 'utc')).toEqual([
      '2026-11-24\n07:05 UTC',
      '11-25\n00:05',
    ]);
    expect(timeAxisLabels(at(3, 86_400), 'utc')).toEqual(['2026-11-24 UTC', '11-25', '11-26']);
    expect(timeAxisLabels(at(3, 400 * 86_400), 'utc')).toEqual(['2026 UTC', '2027', '2029']);
    expect(timeAxisLabels([], 'utc')).toEqual([]);
  });

  it('formats numbers with thousands separators and one minus sign', () => {
    expect(formatNumber(-1234567.5)).toBe(`${MINUS}1,234,567.5`);
    expect(formatDuration(-65)).toBe(`${MINUS}1 min 5 s`);
  });
});

describe('routePath console', () => {
  it('keeps the API without an operation and round-trips', () => {
    expect(routePath({ name: 'console', api: 'v2' })).toBe('#/console/v2');
    expect(parseRoute(routePath({ name: 'console', api: 'v2' }))).toEqual({
      name: 'console',
      api: 'v2',
    });
    expect(routePath({ name: 'console' })).toBe('#/console');
    expect(routePath({ name: 'console', api: 'v3', operation: 'jetton/wallets' })).toBe(
      '#/console/v3/jetton%2Fwallets',
    );
    expect(parseRoute('#/console/v3/jetton%2Fwallets')).toEqual({
      name: 'console',
      api: 'v3',
      operation: 'jetton/wallets',
    });
  });
});

describe('settings input', () => {
  const ok = {
    name: 'My node',
    network: 'testnet',
    v2Url: 'http://127.0.0.1:8081/api/v2',
    v3Url: 'http://127.0.0.1:8081/api/v3/',
  };
  it('accepts a complete self-hosted profile', () => {
    expect(validateProfile(ok).value).toMatchObject({ name: 'My node', network: 'testnet' });
  });
  it('explains each wrong field', () => {
    const { value, errors } = validateProfile({
      name: ' ',
      network: 'testnet',
      v2Url: 'ftp://x/api/v2',
      v3Url: 'http://127.0.0.1:8081/api/v2',
    });
    expect(value).toBeUndefined();
    expect(errors.name).toMatch(/name is required/i);
    expect(errors.v2Url).toMatch(/http/);
    expect(errors.v3Url).toBe('This is the v2 URL: the v3 one ends in /api/v3.');
    expect(validateProfile({ ...ok, v2Url: 'http://host/' }).errors.v2Url).toMatch(
      /ends in \/api\/v2/,
    );
  });
  it('reads plan and custom rates', () => {
    expect(rateDraft(25)).toEqual({ choice: 25, custom: '' });
    expect(rateDraft(3.5)).toEqual({ choice: 'custom', custom: '3.5' });
    expect(rateOf({ choice: 100, custom: '' })).toBe(100);
    expect(rateOf({ choice: 'custom', custom: ' 2.5 ' })).toBe(2.5);
    expect(() => rateOf({ choice: 'custom', custom: '0' })).toThrow(/positive/);
    expect(() => rateOf({ choice: 'custom', custom: 'abc' })).toThrow(/positive/);
    expect(() => rateOf({ choice: 'custom', custom: '20000' })).toThrow(/at most/);
  });
});
