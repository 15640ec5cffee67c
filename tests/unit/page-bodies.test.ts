import { describe, expect, it, vi } from 'vitest';
import { pageBodies } from '../../routes/_app/page-bodies';
import { route } from '../../routes/_app/routes';

const entry = (path: string) => route(path, 'persona', path, { title: `Title of ${path}`, description: `Description of ${path}` });
const BODIES = { '/first': { h1: 'The first page' }, '/second': { h1: 'The second page' } };

describe('a family’s body copy, loaded on first use', () => {
  it('imports the module once, on the first request, however many pages and requests follow (two at once included)', async () => {
    const load = vi.fn(async () => BODIES);
    const body = pageBodies(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([body(null, entry('/first')), body(null, entry('/second'))]);
    expect(await body(null, entry('/first'))).toEqual({ body: { h1: 'The first page' } });
    expect([a, b]).toEqual([{ body: { h1: 'The first page' } }, { body: { h1: 'The second page' } }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails a page whose body is missing rather than rendering it without one', async () => {
    const body = pageBodies(async () => BODIES);
    await expect(body(null, entry('/third'))).rejects.toThrow('No body copy for /third');
  });
});
