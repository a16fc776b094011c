// The project's import rules (ARCHITECTURE §2 and docs/architecture.md), checked by `npm run lint`: imports flow
// app → components → lib/<domain> → lower layers, never back; from outside a folder of lib/ only its doors are
// imported; scripts/ and bench/ follow the same doors. Client components reaching server-only modules are checked
// in a second pass, without type-only imports: .dependency-cruiser-client.cjs.
/**
 * Each folder of lib/ and its doors: the only files others import from it. `index` is the front door (server
 * code); the side doors are `views` (client-safe views and types), `schema` (client-safe zod input schemas;
 * lib/db's `schema/index` is the table definitions), `jobs` (what workers and CLIs run: loads without a request
 * or Next's router), and a few named below. Toolboxes (`'*'`) are folders of separate modules split by where
 * they run (edge, browser, server), each module its own door; their subfolders are inside.
 */
const doors = {
  account: ['index', 'schema'],
  actions: ['index'],
  ai: ['index', 'views'],
  alerts: ['index', 'schema', 'views', 'jobs'],
  // The chat's browser transport (the AI SDK's client) has a door of its own, so other views do not load it.
  analysis: ['index', 'views', 'jobs', 'chat-transport'],
  // The embedded auth server's door serves its route handler and lib/start.
  auth: ['*', 'embedded/index'],
  // The embedded Stripe test server's door serves its route handlers and lib/start.
  billing: ['index', 'schema', 'views', 'jobs', 'stripe-test/index'],
  build: ['*'],
  calendar: ['index', 'schema'],
  buyers: ['index', 'views', 'jobs'],
  companies: ['index', 'schema', 'views', 'jobs'],
  config: ['*'],
  contact: ['index', 'schema'],
  content: ['*'],
  dashboard: ['index'],
  db: ['index', 'schema/index'],
  // `extract/index` is the pure text extraction (no database, no server-only import) for bench/ and workers.
  documents: ['index', 'views', 'jobs', 'extract/index'],
  http: ['*'],
  ingest: ['index', 'jobs'],
  jobs: ['index'],
  mail: ['index'],
  pipeline: ['index', 'schema', 'views', 'jobs'],
  'rate-limit': ['index'],
  // Lookups through `index`; the pickers' endpoint and types, exchange rates, the flag sprite and the maps'
  // geometry (server-only, large) have doors of their own.
  reference: ['index', 'pickers', 'rates/index', 'flags', 'europe-geo', 'austria-geo'],
  seo: ['*'],
  // The bid/no-bid scorecard: its arithmetic is pure (score.ts), read through the front door; views for components.
  scorecard: ['index', 'schema', 'views'],
  sitemaps: ['index'],
  start: ['index', 'jobs'],
  storage: ['index', 'embedded/index'],
  // The multilingual term base (a lower layer: words, stems and concepts; lib/ai's questions and search read it).
  terms: ['index'],
  tenders: ['index', 'schema', 'views', 'jobs'],
  theme: ['index', 'schema'],
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const doorPatterns = Object.entries(doors).map(([folder, names]) => {
  const files = names.map((name) => (name === '*' ? '[^/]+' : escape(name)));
  return `^lib/${escape(folder)}/(${files.join('|')})\\.tsx?$`;
});

/** The lower layers: they know no domain, only each other and the database layer. */
const lowerLayers = ['ai', 'jobs', 'storage', 'reference', 'http', 'config', 'terms'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-not-to-db',
      comment: 'Routes and route handlers call a domain (lib/<domain>), never the database layer.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^lib/db/' },
    },
    {
      name: 'components-not-to-app',
      comment: 'Components never import routes: pages pass server actions in as props.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'components-not-to-db',
      comment: 'Components get data and types through a domain (lib/<domain>), never from lib/db.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^lib/db/' },
    },
    {
      name: 'lib-not-to-ui-or-routes',
      comment: 'lib/ holds what is not a component or a route; it never imports either.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'through-the-doors',
      comment:
        "From outside a folder of lib/ only its doors are imported (.dependency-cruiser.cjs `doors`, the README's layout): index.ts, and the side doors views.ts, schema.ts, jobs.ts and the few named there.",
      severity: 'error',
      from: { path: '^(lib/[^/]+|app|components|scripts|bench|middleware\\.ts|instrumentation\\.ts)' },
      to: { path: '^lib/[^/]+/', pathNot: ['^$1/', ...doorPatterns] },
    },
    {
      name: 'lower-layers-know-no-domain',
      comment:
        'lib/ai, lib/jobs, lib/storage, lib/reference, lib/http, lib/config and lib/terms import no domain: only each other and lib/db.',
      severity: 'error',
      from: { path: `^lib/(${lowerLayers.join('|')})/` },
      to: { path: '^lib/', pathNot: `^lib/(${[...lowerLayers, 'db'].join('|')})/` },
    },
    {
      name: 'db-knows-no-domain',
      comment:
        'lib/db is the client, schema, migrations and seed runner: it imports lib/config and nothing else of lib.',
      severity: 'error',
      from: { path: '^lib/db/' },
      to: { path: '^lib/(?!db/|config/)[^/]+/' },
    },
    {
      name: 'read-side-not-to-write-side',
      comment:
        'The read side (lib/tenders) does not import the importer (lib/ingest); shared pieces live in lib/tenders or lib/reference.',
      severity: 'error',
      from: { path: '^lib/tenders/' },
      to: { path: '^lib/ingest/' },
    },
    {
      name: 'cli-not-to-tests-internals',
      comment:
        'scripts/ and bench/ may import the shared fixtures (tests/fixtures), never the test suite’s own support code.',
      severity: 'error',
      from: { path: '^(scripts|bench)/', pathNot: '^bench/tests/' },
      to: { path: '^tests/', pathNot: '^tests/fixtures/' },
    },
    {
      name: 'middleware-no-database',
      comment: 'The edge middleware reaches no database code, directly or through other modules.',
      severity: 'error',
      from: { path: '^middleware\\.ts$' },
      to: { path: ['^lib/db/', 'node_modules/(@electric-sql|postgres|drizzle-orm)/'], reachable: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'Folders of lib/, components/ and app/ depend on each other one way only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(lib|components)/[^/]+$|^app$' },
      to: { path: '^(lib|components)/[^/]+$|^app$', circular: true },
    },
  ],
  options: {
    includeOnly: '^(app|components|lib|scripts|bench|tests|middleware\\.ts|instrumentation\\.ts)',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
