/**
 * Everything of the manager that only the operator's requests run: its screens' and API's handlers, views, copy,
 * checks, writes, versions, preview links and autosave. ./index.tsx registers the routes at startup and imports
 * this module on the first request to any of them, so the bundle makes one chunk of it: the module every isolate
 * starts with stays small, and the whole worker is not split along many lazy imports
 * (tests/e2e/production-build.spec.ts measures both).
 */
export { managerPages } from './pages';
export { managerApi } from './api';
