/** Every family builds its app and middleware with this factory, so `c.env` and `c.var` are typed alike everywhere. */
import { createFactory } from 'hono/factory';
import type { AppEnv } from './env';

export const factory = createFactory<AppEnv>();
