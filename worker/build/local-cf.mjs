// Where a local run's visitors are (worker/build/local-country.ts explains why): the one rule for `npm start`,
// `npm run dev` and the measurement scripts' servers (tests/tools/server.mjs). Plain JavaScript, so that Node runs it
// without a build from the measurement scripts; its types are in local-cf.d.mts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export const DEFAULT_LOCAL_COUNTRY = 'GB';

/** LOCAL_COUNTRY from the environment, else from root's .dev.vars, else GB; refused unless a two-letter code. */
export function localCountryCode(root) {
  const value = (process.env.LOCAL_COUNTRY ?? devVars(root).LOCAL_COUNTRY ?? '').trim() || DEFAULT_LOCAL_COUNTRY;
  if (!/^[A-Za-z]{2}$/.test(value)) throw new Error(`LOCAL_COUNTRY is "${value}": set it to a two-letter country code such as GB or US.`);
  return value.toUpperCase();
}

/** Writes the `request.cf` that Miniflare reads from CLOUDFLARE_CF_FETCH_PATH instead of fetching a sample. */
export function writeLocalCf(file, root) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ country: localCountryCode(root) }));
}

function devVars(root) {
  try {
    return parseEnv(readFileSync(path.join(root, '.dev.vars'), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return {};
    throw error;
  }
}
