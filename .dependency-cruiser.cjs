// The project's import rules (ARCHITECTURE §2), checked by `npm run lint`: imports flow
// app → components → lib/<domain> → lib/db, lib/config, lib/reference, and never back.
const domains = '^lib/(?!db/|config/)[^/]+/';

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
      name: 'db-knows-no-domain',
      comment:
        'lib/db is the client, schema, migrations and seed runner: it imports lib/config and nothing else of lib.',
      severity: 'error',
      from: { path: '^lib/db/' },
      to: { path: domains },
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
    includeOnly: '^(app|components|lib|middleware\\.ts|instrumentation\\.ts)',
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
