// npm run lint:layers: the dependency rules of .dependency-cruiser.cjs, plus
// what dependency-cruiser cannot say as a rule: no cycle between the folders
// of lib/ (lib/api → lib/auth → lib/api is a cycle even when no single
// module cycle exists). Exits 1 and names every violation.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs');

const result = await cruise(['app', 'components', 'lib', 'middleware.ts'], {
  ...config.options,
  ruleSet: { forbidden: config.forbidden },
});
const { modules, summary } = result.output;
const problems = summary.violations.map(
  (violation) =>
    `${violation.rule.name}: ${violation.from} → ${violation.to}${violation.cycle ? ` (${violation.cycle.map((step) => step.name ?? step).join(' → ')})` : ''}`,
);

/** lib/<folder> of a module, or null outside lib/ (lib/*.ts files count as the folder "lib"). */
const folderOf = (path) =>
  path.startsWith('lib/') ? (path.split('/').length > 2 ? path.split('/').slice(0, 2).join('/') : 'lib') : null;

const edges = new Map();
const evidence = new Map();
for (const cruised of modules) {
  const from = folderOf(cruised.source);
  if (!from) continue;
  for (const dependency of cruised.dependencies) {
    const to = folderOf(dependency.resolved);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    evidence.set(`${from}→${to}`, `${cruised.source} → ${dependency.resolved}`);
  }
}

// Tarjan's strongly connected components: every component of two or more folders is a cycle.
let index = 0;
const stack = [];
const state = new Map();
function connect(folder) {
  state.set(folder, { index, low: index, onStack: true });
  index += 1;
  stack.push(folder);
  for (const next of edges.get(folder) ?? []) {
    if (!state.has(next)) {
      connect(next);
      state.get(folder).low = Math.min(state.get(folder).low, state.get(next).low);
    } else if (state.get(next).onStack) {
      state.get(folder).low = Math.min(state.get(folder).low, state.get(next).index);
    }
  }
  if (state.get(folder).low === state.get(folder).index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) {
      const inside = new Set(component);
      const links = [...evidence]
        .filter(([key]) => key.split('→').every((part) => inside.has(part)))
        .map(([, files]) => `      ${files}`);
      problems.push(`folder cycle: ${component.sort().join(' ↔ ')}\n${links.join('\n')}`);
    }
  }
}
for (const folder of edges.keys()) if (!state.has(folder)) connect(folder);

if (problems.length) {
  console.error(`${problems.length} layer violation(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`layers: ${modules.length} modules, no cycle between folders, no UI import from lib/`);
