/**
 * Which way imports may point (`npm run deps`, part of `npm test`). docs/architecture.md#dependency-rules explains
 * the layout these rules describe: worker/ assembles the app and imports routes/; routes/ renders and never
 * imports worker/; client/ runs in the browser and imports only client/, routes/_lib and the few shared modules
 * listed below; routes/_lib and routes/_layout never import a page family. Tests may import anything.
 */

/** A page family: a folder of routes/ other than the shared _lib/ and _layout/. */
const FAMILY = '^routes/[^_/][^/]*/';

/**
 * Modules outside client/ and routes/_lib/ that the browser bundle imports, each with the reason.
 * Keep this list short: whatever is here ships to every visitor who opens the island.
 */
const CLIENT_SHARED = [
  '^routes/leads/(fields|api|content)\\.ts$', // lead forms validate with the server's own field rules, endpoints and messages
  '^routes/leads/(newsletter-content\\.ts|newsletter-form-view\\.tsx)$', // the newsletter island hydrates the view the server rendered
  '^routes/assessments/(types|questionnaires)\\.ts$', // the questionnaire island scores with the server's questions
  '^routes/assessments/questionnaire-view\\.tsx$', // and hydrates the view the server rendered
];

/**
 * Upward imports from routes/_layout that are there today, each named by file, until the one-folder-per-family
 * restructure gives these pieces a shared home. Remove an entry when its import goes; never add a directory.
 */
const LAYOUT_UPWARD_TODAY = [
  // the footer on every page embeds the newsletter sign-up island
  { from: '^routes/_layout/footer\\.tsx$', to: '^routes/newsletter/newsletter-form\\.tsx$' },
  // the pricing cards (home and /services) take the plan copy and button labels from the copy modules
  { from: '^routes/_layout/pricing-cards\\.tsx$', to: '^routes/(home/content|content/copy)\\.ts$' },
  // the document's Organization JSON-LD id is shared with every page's structured data
  { from: '^routes/_layout/document\\.tsx$', to: '^routes/content/structured-data\\.ts$' },
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not import itself through others: cycles make load order matter and hide layering. ' +
        'A cycle closed only by an `import type` is erased by the compiler and allowed.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'routes-not-worker',
      severity: 'error',
      comment: 'routes/ renders and holds copy; the worker (HTTP, D1, Supabase, caching) imports it, never the other way.',
      from: { path: '^routes/' },
      to: { path: '^worker/' },
    },
    {
      name: 'client-only-client-and-lib',
      severity: 'error',
      comment: 'The browser bundle imports client/, routes/_lib and the shared modules listed in CLIENT_SHARED only.',
      from: { path: '^client/' },
      to: { path: '^(worker|routes|tests)/', pathNot: ['^routes/_lib/', ...CLIENT_SHARED] },
    },
    {
      name: 'lib-not-upward',
      severity: 'error',
      comment: 'routes/_lib is pure logic shared with the browser: it imports no page family, no layout and no route table.',
      from: { path: '^routes/_lib/' },
      to: { path: '^routes/', pathNot: '^routes/_lib/' },
    },
    {
      name: 'layout-not-upward',
      severity: 'error',
      comment: 'routes/_layout is the shell of every page: it reads routes/table.ts, never a page family or routes/index.ts.',
      from: { path: '^routes/_layout/', pathNot: LAYOUT_UPWARD_TODAY.map((e) => e.from) },
      to: { path: [FAMILY, '^routes/index\\.ts$'] },
    },
    ...LAYOUT_UPWARD_TODAY.map(({ from, to }) => ({
      name: 'layout-not-upward',
      severity: 'error',
      comment: 'As above, for a file with one upward import listed in LAYOUT_UPWARD_TODAY: that import only.',
      from: { path: from },
      to: { path: [FAMILY, '^routes/index\\.ts$'], pathNot: to },
    })),
    {
      name: 'route-table-is-data',
      severity: 'error',
      comment: 'routes/table.ts is read by pages, the shell and the worker: it must reach nothing that renders.',
      from: { path: '^routes/table\\.ts$' },
      // icon.tsx is reached only through `import type { IconName }` in routes/services/content.ts, which the
      // compiler erases (a reachable rule cannot filter by dependency type).
      to: { path: ['\\.tsx$', '^node_modules/(react|react-dom)/'], pathNot: '^routes/_layout/icon\\.tsx$', reachable: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|dist-test|node_modules|\\.wrangler)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
