// The "Last updated on Nov 26, 2026" date. Intl.DateTimeFormat prints it, but creating the first
// formatter loads ICU's date data: 20–50 ms of every build's start, for a fixed English format.
// Only years Intl alone prints make one (none in practice: no formatter is kept).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day in UTC as `Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day:
 *  'numeric', timeZone: 'UTC' })` prints it; years before 1000 or after 9999 (and invalid dates,
 *  which it rejects) go to Intl itself. */
export function formatDay(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) {
    return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
  }
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}
