/** Set by vite.config.ts: changes on every build, so the stable-named entry and stylesheet can be cached immutably. */
declare const __BUILD_ID__: string;
/** When the build ran, ISO 8601. */
declare const __BUILT_AT__: string;
/** True only under `vite dev`: asset URLs point at Vite's sources and the CSP allows Vite's injected styles. */
declare const __DEV__: boolean;
/**
 * True only in test builds (`npm run build:test`, the worker tests): the /__test routes, the x-test-* request
 * headers, TEST_CARD_RENDERER and TEST_INDEXNOW_SETTLE_MS exist only there, and still answer only with TEST_HOOKS=1 set. Production builds
 * compile them out.
 */
declare const __TEST_HOOKS__: boolean;

/** Fonts for the card renderer (worker/social-card/draw.ts), inlined by Vite as `data:` URLs. */
declare module '*.woff?inline' {
  const dataUrl: string;
  export default dataUrl;
}
