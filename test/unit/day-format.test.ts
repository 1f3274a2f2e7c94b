// The "Last updated" date is printed without Intl (day-format.ts): it must read exactly as
// Intl.DateTimeFormat('en-US', …, timeZone: 'UTC') prints it, for any instant.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDay } from '../../theme/day-format.js';

const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

describe('formatDay', () => {
  it('prints a day as Intl does', () => {
    expect(formatDay(new Date('2026-11-26T23:59:59Z'))).toBe('Nov 26, 2026');
    expect(formatDay(new Date('2025-01-01T00:00:00+02:00'))).toBe('Dec 31, 2024');
  });

  it('matches Intl for any instant, far years and invalid dates included', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }), (d) => {
        expect(formatDay(d)).toBe(intl.format(d));
      }),
      { numRuns: 20000, seed: 20261126 },
    );
    // The years a docs page is updated in, more densely.
    fc.assert(
      fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
        expect(formatDay(d)).toBe(intl.format(d));
      }),
      { numRuns: 20000, seed: 20261126 },
    );
    expect(() => formatDay(new Date('not a date'))).toThrow(RangeError);
  });
});
