import { describe, expect, it } from 'vitest';
import { liveVersion, parseBookmark, wayBackText } from '../../worker/deploy-undo';

/**
 * The way back `npm run deploy` prints (tests/tools/deploy.mjs). tests/e2e/deploy-rehearsal.spec.ts reads the two
 * values through real wrangler against a stand-in of Cloudflare's API; these are the cases it does not meet.
 */
const BOOKMARK = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683';

describe('the way back from a deploy', () => {
  it('reads the bookmark after any notice wrangler prints first, and refuses output without one', () => {
    expect(parseBookmark(`Using a temporary account\n{\n  "bookmark": "${BOOKMARK}"\n}\n`)).toBe(BOOKMARK);
    expect(() => parseBookmark('{ "bookmark": null }')).toThrow('wrangler printed no D1 bookmark');
    expect(() => parseBookmark('{ "bookmark": "; rm -rf /" }')).toThrow('wrangler printed no D1 bookmark');
  });

  it('names the version serving every request, and none while traffic is split between two', () => {
    const status = (versions: unknown[]) => JSON.stringify({ id: 'd1', strategy: 'percentage', versions });
    expect(liveVersion(status([{ version_id: 'v-old', percentage: 100 }]))).toBe('v-old');
    expect(liveVersion(status([{ version_id: 'v-a', percentage: 90 }, { version_id: 'v-b', percentage: 10 }]))).toBeNull();
  });

  it('prints both commands, and says so when there is no earlier version to return to', () => {
    const at = new Date('2026-11-25T10:30:00Z');
    const both = wayBackText({ database: 'executive-sidekick', bookmark: BOOKMARK, versionId: 'v-old' }, at);
    expect(both).toContain('npx wrangler rollback v-old --message "Undo the deploy of 2026-11-25 10:30 UTC"');
    expect(both).toContain(`npx wrangler d1 time-travel restore executive-sidekick --bookmark=${BOOKMARK}`);
    const first = wayBackText({ database: 'executive-sidekick', bookmark: BOOKMARK, versionId: null }, at);
    expect(first).not.toContain('npx wrangler rollback');
    expect(first).toContain('no version was serving every request before this deploy');
    expect(first).toContain(`--bookmark=${BOOKMARK}`);
  });
});
