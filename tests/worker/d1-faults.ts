/**
 * The D1 binding with faults injected, for handing to worker.fetch in place of env.DB. Each fault names the
 * statements it applies to by their SQL; a batch containing one fails or waits as the statement would alone.
 */
export interface D1Fault {
  sql: RegExp;
  /** Throw, as D1 does when it is unreachable, this many times; then answer normally. */
  fail?: number;
  /** Run the query at once but hand its (by then old) result back only once this settles: a slow network. */
  holdUntil?: Promise<unknown>;
  /** Called when a held query has run and is waiting. */
  onHeld?: () => void;
}

export interface FaultyD1 {
  db: D1Database;
  /** The SQL of every statement prepared through this binding, in order. */
  prepared: string[];
}

export function faultyD1(real: D1Database, faults: D1Fault[]): FaultyD1 {
  const prepared: string[] = [];
  const originals = new WeakMap<object, D1PreparedStatement>();
  const faultOf = new WeakMap<object, D1Fault>();

  async function around<T>(fault: D1Fault, run: () => Promise<T>): Promise<T> {
    if (fault.fail && fault.fail > 0) {
      fault.fail--;
      throw new Error('D1_ERROR: Network connection lost (injected by the test)');
    }
    const result = await run();
    if (fault.holdUntil) {
      fault.onHeld?.();
      await fault.holdUntil;
    }
    return result;
  }

  function wrap(statement: D1PreparedStatement, fault: D1Fault): D1PreparedStatement {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), fault),
      first: (column?: string) => around(fault, () => (column === undefined ? statement.first() : statement.first(column))),
      all: () => around(fault, () => statement.all()),
      run: () => around(fault, () => statement.run()),
      raw: (options?: { columnNames?: boolean }) => around(fault, () => statement.raw(options as never)),
    };
    originals.set(wrapped, statement);
    faultOf.set(wrapped, fault);
    return wrapped as unknown as D1PreparedStatement;
  }

  const db = {
    prepare(sql: string) {
      prepared.push(sql);
      const statement = real.prepare(sql);
      const fault = faults.find((f) => f.sql.test(sql));
      return fault ? wrap(statement, fault) : statement;
    },
    async batch(statements: D1PreparedStatement[]) {
      const fault = statements.map((s) => faultOf.get(s)).find((f) => f !== undefined);
      const run = () => real.batch(statements.map((s) => originals.get(s) ?? s));
      return fault ? around(fault, run) : run();
    },
    exec: (query: string) => real.exec(query),
    dump: () => real.dump(),
  };
  // Public pages and the editor read through a session (worker/d1-sessions.ts): it carries the same faults.
  const withSession = () => ({ prepare: db.prepare, batch: db.batch, getBookmark: () => null });
  return { db: { ...db, withSession } as unknown as D1Database, prepared };
}
