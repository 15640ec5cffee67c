/**
 * Dates and times as the editor reads and types them: UK time (Europe/London, GMT in winter, BST in summer),
 * while the database keeps UTC. Pure: runs in the worker and in unit tests alike.
 */
const ZONE = 'Europe/London';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
});

/** The UK wall-clock time of an instant as a datetime-local value, YYYY-MM-DDTHH:MM. */
export function ukInputValue(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/;
const ABSOLUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a typed time means: UK wall-clock time (YYYY-MM-DDTHH:MM, as a datetime-local field sends it), or
 * an ISO time with its own offset (the JSON API). 'missing' for an empty value; 'unreadable' for anything else,
 * including a UK time that does not exist (the hour skipped when the clocks go forward). In the hour that happens
 * twice when they go back, the first (BST) is meant.
 */
export function parseUkTime(typed: string): Date | 'missing' | 'unreadable' {
  const text = typed.trim();
  if (!text) return 'missing';
  if (ABSOLUTE.test(text)) {
    const at = new Date(text);
    return Number.isNaN(at.getTime()) ? 'unreadable' : at;
  }
  const m = LOCAL.exec(text);
  if (!m) return 'unreadable';
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  const wanted = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  // The UK is UTC+1 or UTC+0: try the earlier reading first, so an ambiguous autumn hour resolves to BST.
  for (const offsetHours of [1, 0]) {
    const at = new Date(wall - offsetHours * 3_600_000);
    if (ukInputValue(at) === wanted) return at;
  }
  return 'unreadable';
}

const shown = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short',
});

/** '3 December 2026 at 09:00 GMT': the UK date and time of an instant, with whether it is GMT or BST. */
export function formatUkTime(instant: Date): string {
  const p = Object.fromEntries(shown.formatToParts(instant).map((x) => [x.type, x.value]));
  const zone = p.timeZoneName === 'GMT+1' ? 'BST' : p.timeZoneName;
  return `${p.day} ${p.month} ${p.year} at ${p.hour}:${p.minute} ${zone}`;
}
