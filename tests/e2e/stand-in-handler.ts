import type { IncomingMessage } from 'node:http';

/** One request handler of the Supabase stand-in (./stand-ins.ts): an answer, or null when the path is not its own. */
export type Handler = (req: IncomingMessage, body: string) => { status: number; json: unknown } | null;
