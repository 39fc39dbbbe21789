// The layers of docs/architecture.md, checked by scripts/check-layers.mjs (in
// npm run lint): lib/ never reaches into the UI (app/, components/),
// components/ never import route files, no runtime import cycle between
// modules; the same script refuses any cycle between the folders of lib/.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Type-only cycles (a reducer and its selectors sharing a state type) are allowed.',
      from: { path: '^(app|components|lib)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-not-ui',
      severity: 'error',
      comment: 'lib/ is the domain: it must not import pages, route handlers or components.',
      from: { path: '^lib/' },
      to: { path: '^(app|components)/' },
    },
    {
      name: 'components-not-routes',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(lib/generated|node_modules|\\.next)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
