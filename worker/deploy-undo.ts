/**
 * The way back from a deploy (tests/tools/deploy.mjs records it before changing anything): the Worker version that
 * was live, the D1 bookmark from before the migrations, and the two commands that return to them. Code and data
 * are undone separately because `wrangler rollback` reverts code only and migrations only go forward;
 * docs/deploy.md, 'Rolling back', explains when each is needed. Pure functions; Node runs this file with type stripping.
 */

export interface WayBack {
  database: string;
  bookmark: string;
  /** The version serving all traffic before the deploy; null when there was none (or traffic was split). */
  versionId: string | null;
}

const jsonFrom = (stdout: string, open: string) => JSON.parse(stdout.slice(stdout.indexOf(open)));

/** The bookmark in `wrangler d1 time-travel info <database> --json`. */
export function parseBookmark(stdout: string): string {
  const { bookmark } = jsonFrom(stdout, '{') as { bookmark?: unknown };
  if (typeof bookmark !== 'string' || !/^[0-9a-f]+(-[0-9a-f]+)+$/.test(bookmark)) throw new Error('wrangler printed no D1 bookmark');
  return bookmark;
}

/** The version serving every request, from `wrangler deployments status --json`. */
export function liveVersion(stdout: string): string | null {
  const { versions } = jsonFrom(stdout, '{') as { versions?: { version_id?: unknown; percentage?: unknown }[] };
  const all = versions?.find((v) => v.percentage === 100);
  return typeof all?.version_id === 'string' ? all.version_id : null;
}

/** What the deploy prints at the end (and when a step fails after the bookmark was taken). */
export function wayBackText({ database, bookmark, versionId }: WayBack, deployedAt: Date): string {
  const when = deployedAt.toISOString().slice(0, 16).replace('T', ' ');
  const code = versionId
    ? [
        '  Code, back to the version that was live before (the database stays as it is):',
        `    npx wrangler rollback ${versionId} --message "Undo the deploy of ${when} UTC"`,
      ]
    : ['  Code: no version was serving every request before this deploy, so there is none to roll back to;', '    `npx wrangler deployments list` shows what there is.'];
  return [
    'The way back from this deploy (keep it; README, "Deploying with wrangler", step 9):',
    ...code,
    "  Database, back to just before this deploy's migrations. Only when they must be undone: it also removes every",
    '  lead, post edit and sign-out written since, so deliver or note the waiting leads first (/blog/manage/leads):',
    `    npx wrangler d1 time-travel restore ${database} --bookmark=${bookmark}`,
  ].join('\n');
}
