// Lint rule `house/feature-boundaries` (ARCHITECTURE.md "Dependency direction"), resolved on real
// paths because a relative specifier alone cannot say which folder it reaches:
// - the kernel (src/renderer/core) never imports a feature (src/renderer/features/*);
// - a feature imports another feature only through its public faces: its index.ts (parts,
//   hooks and rules others use) and its endpoint modules (`api.ts`, `x-api.ts`: functions typed
//   by shared/contract, no UI; kept out of the index so that a caller that only needs data does
//   not load the feature's components, and a node-side unit test does not load antd-mobile) and
//   its strings modules (`strings.ts`, `strings/<group>.ts`: a string group it owns and others
//   use too, e.g. the wallet's screens showing account's `payPwd` strings; they register
//   themselves when imported, so a barrel would load every group and the index's components).
//   Two more kinds may go deeper: a lazy `import()` of one module (a chunk of its own, which a
//   barrel would merge), and a style sheet.
import path from 'node:path';

const RENDERER = `${path.sep}src${path.sep}renderer${path.sep}`;

/** 'core', 'features/<name>' or null for a file (absolute path) of the renderer. */
function layerOf(file) {
  const i = file.indexOf(RENDERER);
  if (i < 0) return null;
  const parts = file.slice(i + RENDERER.length).split(path.sep);
  if (parts[0] === 'core') return { layer: 'core', rest: parts.slice(1) };
  if (parts[0] === 'features' && parts.length > 1)
    return { layer: 'features', feature: parts[1], rest: parts.slice(2) };
  return { layer: parts[0], rest: parts.slice(1) };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'kernel never imports a feature; features meet through index.ts' },
    schema: [],
    messages: {
      kernel:
        'The kernel (core/) never imports a feature ({{target}}): move the piece into core/ or pass it in from the entry.',
      deep: 'Import the {{feature}} feature through its index.ts (features/{{feature}}), its api modules or its strings modules, not {{target}}.',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || (from.layer !== 'core' && from.layer !== 'features')) return {};
    const check = (node, spec, lazy) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.layer !== 'features') return;
      const target = `features/${[to.feature, ...to.rest].join('/')}`;
      if (from.layer === 'core') {
        context.report({ node, messageId: 'kernel', data: { target } });
        return;
      }
      if (to.feature === from.feature || lazy || spec.endsWith('.css')) return;
      const last = to.rest[to.rest.length - 1] ?? '';
      const atIndex =
        to.rest.length === 0 || (to.rest.length === 1 && /^index(\.tsx?)?$/.test(last));
      const endpoints = /^(api|[\w-]+-api)(\.ts)?$/.test(last);
      const strings =
        (to.rest.length === 1 && /^strings(\.ts)?$/.test(last)) ||
        (to.rest.length === 2 && to.rest[0] === 'strings' && /^[\w-]+(\.ts)?$/.test(last));
      if (!atIndex && !endpoints && !strings)
        context.report({ node, messageId: 'deep', data: { feature: to.feature, target } });
    };
    return {
      ImportDeclaration: (n) => check(n.source, n.source.value, false),
      ExportNamedDeclaration: (n) => n.source && check(n.source, n.source.value, false),
      ExportAllDeclaration: (n) => check(n.source, n.source.value, false),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n.source, n.source.value, true),
    };
  },
};
