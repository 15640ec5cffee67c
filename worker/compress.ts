import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

const TEXT = /^(text\/|application\/(json|xml|javascript))/;

/**
 * Ask the Workers runtime to compress text responses: with a Content-Encoding header and the default
 * encodeBody 'automatic', workerd encodes the body itself as it streams out (Cloudflare's edge would too;
 * this also makes local measurements honest). Runs outermost, after the edge cache, per request.
 */
export const compress: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (!TEXT.test(type) || c.res.headers.has('content-encoding') || !c.res.body) return;
  const accepts = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (!encoding) return;
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.append('Vary', 'Accept-Encoding');
};
