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
const ABSOLUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Offsets in use anywhere run from -12:00 to +14:00 (https://en.wikipedia.org/wiki/List_of_UTC_offsets). */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * An ISO time with its own offset, only if every field is real: `new Date()` alone rolls 30 February over into
 * March and takes -23:59 as an offset. The calendar fields are checked as written, before the offset moves them.
 */
function absolute(m: RegExpExecArray): Date | 'unreadable' {
  const [y, mo, d, h, mi, s = '0', ms = '0', sign, oh = '0', om = '0'] = m.slice(1) as (string | undefined)[];
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'));
  const back = new Date(wall);
  const real = back.getUTCFullYear() === +y! && back.getUTCMonth() === +mo! - 1 && back.getUTCDate() === +d! && back.getUTCHours() === +h! && back.getUTCMinutes() === +mi! && back.getUTCSeconds() === +s;
  const offset = (+oh * 60 + +om) * (sign === '-' ? -1 : 1);
  if (!real || +om > 59 || Math.abs(offset) > MAX_OFFSET_MINUTES) return 'unreadable';
  return new Date(wall - offset * 60_000);
}

/**
 * The instant a typed time means: UK wall-clock time (YYYY-MM-DDTHH:MM, as a datetime-local field sends it), or
 * an ISO time with its own offset (the JSON API), each a real date and time. 'missing' for an empty value; 'unreadable' for anything else,
 * including a UK time that does not exist (the hour skipped when the clocks go forward). In the hour that happens
 * twice when they go back, the first (BST) is meant.
 */
export function parseUkTime(typed: string): Date | 'missing' | 'unreadable' {
  const text = typed.trim();
  if (!text) return 'missing';
  const iso = ABSOLUTE.exec(text);
  if (iso) return absolute(iso);
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
