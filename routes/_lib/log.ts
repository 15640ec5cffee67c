/**
 * Operator log lines: one JSON object per line, `event` first, then the event's fields, written with the console
 * method of its level so Workers Logs can filter by level. Never a visitor's personal details (ids and sources
 * only; an operator's own email on sign-in events).
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

function write(level: LogLevel, event: string, fields: LogFields = {}): void {
  console[level](JSON.stringify({ event, ...fields }));
}

export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
  /** For a line whose level depends on the outcome. */
  at: write,
};

/** What a caught value says, whether it is an Error or anything else thrown. */
export const errorMessage = (err: unknown): string => String((err as Error)?.message ?? err);
