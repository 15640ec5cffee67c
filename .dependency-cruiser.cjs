/**
 * Which way imports may point (`npm run deps`, part of `npm test`); docs/architecture.md#dependency-rules explains
 * the layout. worker/ is infrastructure and assembles the app: it imports routes/, never the reverse. routes/ is
 * one folder per page family, and a family folder is a whole concern (the leads slice, from the form API to the
 * outbox, its delivery, the cron's drain and the Leads screen, is routes/leads/; sign-in is routes/sign-in/; the
 * manager is routes/manage/; analytics, from counting to the Analytics screen, is routes/analytics/; uploaded
 * pictures, from upload to serving, are routes/pictures/). The
 * families build on routes/_app (the contract with the worker), routes/_layout (the shell and shared views) and
 * routes/_lib (pure logic, shared with the browser), none of which imports a family. client/ runs in the browser
 * and imports only client/, routes/_lib and the few shared modules listed below. Tests may import anything.
 */

/** A page family: a folder of routes/ other than the shared _app/, _lib/ and _layout/. */
const FAMILY = '^routes/[^_/][^/]*/';
/** What a family declares for others to read, the way a page queries a content collection: its routes and its copy. */
const DECLARED = '^routes/[^_/][^/]*/(routes|content)\\.ts$';
/**
 * The articles' store as the blog exports it for the manager (routes/manage), which edits what the blog shows: the
 * one module of a family another family may import besides its declared data, and only the manager may.
 */
const ARTICLES = '^routes/blog/articles\\.ts$';

/**
 * Modules outside client/ and routes/_lib/ that the browser bundle imports, each with the reason.
 * Keep this list short: whatever is here ships to every visitor who opens the island.
 */
const CLIENT_SHARED = [
  '^routes/_layout/(newsletter-content\\.ts|newsletter-form-view\\.tsx)$', // the newsletter island hydrates the view the server rendered
  '^routes/assessments/(types|questionnaires)\\.ts$', // the questionnaire island scores with the server's questions
  '^routes/assessments/questionnaire-view\\.tsx$', // and hydrates the view the server rendered
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A module must not import itself through others: cycles make load order matter and hide layering. ' +
        'Type-only imports count: a cycle the compiler erases still ties two modules together for the reader.',
      from: {},
      to: { circular: true },
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
      name: 'app-is-the-contract',
      severity: 'error',
      comment:
        'routes/_app is what every family builds with (Env, factory, Services, render options, request guards, the ' +
        'Supabase client, the rate limiter, Turnstile): it imports only _app and _lib, and the layout types (erased ' +
        'by the compiler) that its interfaces name.',
      from: { path: '^routes/_app/' },
      to: { path: '^routes/', pathNot: '^routes/(_app|_lib)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shared-not-family',
      severity: 'error',
      comment:
        'The shared folders (_app, _layout, _lib) import no page family, not even a type: what the contract names, ' +
        'the families implement (a sign-in refusal is a SignInRefusal of routes/_app/services.ts, which the sign-in ' +
        'family words), and what a shared view needs is passed in or declared in the route table.',
      from: { path: '^routes/_(app|layout|lib)/', pathNot: '^routes/_layout/manager/' },
      to: { path: FAMILY },
    },
    {
      name: 'layout-not-upward',
      severity: 'error',
      comment:
        'routes/_layout is the shell and the views families share: it reads routes/table.ts, and what a view needs ' +
        "from a family is passed in or declared in the table, never imported from the family's folder (not even its " +
        "copy or paths: shared facts live in routes/_lib, and the manager's bar takes its links from the screens that " +
        'wear it), nor from routes/index.ts. No exception.',
      from: { path: '^routes/_layout/' },
      to: { path: [FAMILY, '^routes/index\\.ts$'] },
    },
    {
      name: 'one-registry',
      severity: 'error',
      comment: 'routes/index.ts finds the families\' apps for the worker to mount; nothing inside routes/ imports it.',
      from: { path: '^routes/' },
      to: { path: '^routes/index\\.ts$' },
    },
    {
      name: 'family-reads-only-declared-data',
      severity: 'error',
      comment:
        "A family may read another family's declared data (its routes.ts and content.ts), never its views, logic or " +
        "handlers; the one other module, the blog's store for the manager, only the manager may read (manager-reads-the-articles). " +
        'What two families share lives in routes/_layout (views, form pieces), routes/_lib (pure logic and ' +
        "data shared with the browser) or routes/_app (what families build with), or one family offers it to the " +
        "others through Services (a family's `offers`, routes/index.ts).",
      from: { path: '^routes/([^_/][^/]*)/' },
      to: { path: FAMILY, pathNot: ['^routes/$1/', DECLARED, ARTICLES] },
    },
    {
      name: 'slice-is-one-folder',
      severity: 'error',
      comment:
        'A family is one folder a newcomer can open: inside routes/ it imports its own folder, the shared folders ' +
        "(_app, _layout, _lib), the route table and other families' declared data, and nothing else. A concern " +
        "spread over two families, or over a family and worker/ (see routes-not-worker), cannot pass.",
      from: { path: '^routes/([^_/][^/]*)/' },
      to: { path: '^routes/', pathNot: ['^routes/$1/', '^routes/_(app|layout|lib)/', '^routes/table\\.ts$', DECLARED, ARTICLES] },
    },
    {
      name: 'manager-reads-the-articles',
      severity: 'error',
      comment:
        "The blog's store for the manager (routes/blog/articles.ts) is the manager's: the public blog and the manager " +
        'keep one store of articles, and no other family reaches it (the sitemaps and the publishing cron read posts ' +
        'through Services.posts).',
      from: { path: '^routes/', pathNot: '^routes/(blog|manage)/' },
      to: { path: ARTICLES },
    },
    {
      name: 'worker-reads-only-declared-data',
      severity: 'error',
      comment:
        'worker/ mounts the families through routes/index.ts and reads the shared folders; of a family it reads only ' +
        "its declared data (routes.ts, content.ts). Anything else a family does for the worker is offered through " +
        'Services.',
      from: { path: '^worker/' },
      to: { path: FAMILY, pathNot: DECLARED },
    },
    {
      name: 'cover-is-pure',
      severity: 'error',
      comment:
        'An article cover is drawn wherever one is needed (the page, a social card renderer): routes/blog/cover.ts ' +
        'reaches only the pure modules of routes/_lib and the topic list, so no view and nothing of the Workers runtime ' +
        '(cloudflare:*). Packages are outside the graph (options.exclude), so this rule cannot see them.',
      from: { path: '^routes/blog/cover\\.ts$' },
      to: { path: '.', pathNot: '^routes/(_lib/|blog/(cover|clusters)\\.ts$)', reachable: true },
    },
    {
      name: 'route-table-is-data',
      severity: 'error',
      comment: 'routes/table.ts is read by pages, the shell and the worker: it must reach nothing that renders.',
      // The table imports each family's routes.ts through import.meta.glob, which this graph cannot see: the rule
      // therefore holds every routes.ts to the same standard.
      from: { path: ['^routes/table\\.ts$', '^routes/[^_/][^/]*/routes\\.ts$'] },
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
