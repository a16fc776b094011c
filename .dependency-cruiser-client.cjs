// The second pass of `npm run lint`'s import rules, on what runs (type-only imports are erased, so this pass leaves
// them out; the first, .dependency-cruiser.cjs, keeps them): a client component ('use client') reaches no module
// that imports 'server-only', and what workers and CLIs load (the `jobs.ts` doors, scripts/, bench/) reaches no
// module that imports Next's router, which `tsx` cannot load.
const fs = require('node:fs');
const path = require('node:path');
const { options } = require('./.dependency-cruiser.cjs');

/** Source files under `dirs` that start with the `'use client'` directive, or that import 'server-only'. */
function filesWhere(test, dirs) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(__dirname, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && test(fs.readFileSync(path.join(__dirname, file), 'utf8')))
        found.push(file);
    }
  };
  dirs.forEach(walk);
  return found.map((file) => `^${file.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}$`);
}
const isClient = (text) => /^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*\s*['"]use client['"]/.test(text);
const isServerOnly = (text) => /^import 'server-only';$/m.test(text);
const usesRouter = (text) => /from 'next\/navigation'/.test(text);
const sources = ['app', 'components', 'lib'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'client-not-to-server-only',
      comment:
        "A client component ('use client') reaches no module that imports 'server-only', directly or through others (types alone are fine).",
      severity: 'error',
      from: { path: filesWhere(isClient, sources) },
      to: { path: filesWhere(isServerOnly, sources), reachable: true },
    },
    {
      name: 'workers-not-to-router',
      comment:
        "What workers and CLIs load (lib/*/jobs.ts, lib/documents/extract, scripts/, bench/) reaches no module that imports Next's router (next/navigation), which tsx cannot load.",
      severity: 'error',
      from: { path: ['^lib/[^/]+/jobs\\.ts$', '^lib/documents/extract/index\\.ts$', '^scripts/', '^bench/'] },
      to: { path: filesWhere(usesRouter, sources), reachable: true },
    },
  ],
  options: { ...options, tsPreCompilationDeps: false },
};
