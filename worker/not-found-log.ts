/** Every 404 is logged, whether rendered or replayed from a cache: broken links show up in the logs. */
export function logNotFound(req: Request): void {
  console.warn(JSON.stringify({ event: '404', method: req.method, path: new URL(req.url).pathname }));
}
