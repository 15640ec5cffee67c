/**
 * Searches per client network (an IPv6 client's /64), the results page and the suggestions together, with the shared
 * limiter (routes/_app/rate-limit.ts). A copy the edge cache answers with costs nothing and is not counted.
 * Keep LIMIT and PERIOD_S in step with SEARCH_RATE_LIMITER in wrangler.toml.
 */
import type { Env } from '../_app/env';
import { clientIp, clientNetwork } from '../_app/http';
import { allow, type Limiter } from '../_app/rate-limit';

export const LIMIT = 120;
export const PERIOD_S = 60;

export const searchLimiter = (env: Env): Limiter => ({ name: 'search', binding: env.SEARCH_RATE_LIMITER, limit: LIMIT, periodS: PERIOD_S });

export const allowSearch = (env: Env, req: Request): Promise<boolean> => allow(searchLimiter(env), clientNetwork(clientIp(req, env)));
