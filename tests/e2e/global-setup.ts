import { startStandIns } from './stand-ins';

/** Starts the local stand-ins for external services; Playwright calls the returned function on teardown. */
export default async function globalSetup() {
  const stop = await startStandIns();
  return stop;
}
