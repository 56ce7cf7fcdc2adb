#!/usr/bin/env node
/**
 * Codemod: the server's per-module message helpers → the one catalogue `t` (src/server/messages).
 *
 * Run from the repo root, on any version of the tree (it is idempotent: a second run changes
 * nothing):
 *
 *     node tools/codemods/server-messages.mjs           # rewrite the files
 *     node tools/codemods/server-messages.mjs --check   # only list what would change (exit 1 if any)
 *     node tools/codemods/server-messages.mjs --no-prettier   # rewrite, but leave formatting
 *
 * It runs the repo's prettier on the files it rewrote (unless --no-prettier); then check with
 * `npx tsc -p tsconfig.node.json --noEmit`.
 *
 * What it does, in every .ts file under src/server, tests, scripts and tools (not the catalogue):
 *  1. A call of a two-letter helper imported from a module dictionary `<domain>.i18n`
 *     (`lm(lang, 'roomNotFound', { n })` from live/live.i18n) becomes
 *     `t(lang, 'live.roomNotFound', { n })`. The key gets the domain prefix: a string literal
 *     directly, each branch of a `?:`, a template literal after its backtick, and any other
 *     expression (a variable of a module key type) as a template literal
 *     `t(lang, \`cabinet.${key}\`)`, still checked against the catalogue's key union.
 *  2. The imports of `<domain>.i18n` and of `lib/i18n` are merged into one import of the catalogue
 *     (`import { t, type Lang } from '../../messages'`); the helpers are dropped from it, the other
 *     names (`Lang`, `langOf`, `tDetail`, the key types, `ACTION_TEXT`) keep their names.
 *     Where a local variable named `t` is in scope of a call, that call uses `translate` instead
 *     (`import { t as translate }`), so the local is left alone.
 *  3. Dictionaries still on disk (`src/server/lib/i18n.ts`, `src/server/modules/<d>/<d>.i18n.ts`,
 *     e.g. brought back by a merge in which someone added a key) are folded into the catalogue:
 *     keys the catalogue lacks are appended to src/server/messages/<d>.ts (common.ts for
 *     lib/i18n), texts that differ are replaced by the dictionary's; then the dictionary is deleted.
 *     A dictionary of a domain the catalogue does not know is left and reported: add
 *     src/server/messages/<d>.ts and list it in DOMAINS (messages/index.ts), then run again.
 *
 * No dependencies beyond `typescript` (parsing only; edits are applied to the original text, so
 * formatting elsewhere is kept).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ts from 'typescript';

const ROOT = process.cwd();
const CHECK = process.argv.includes('--check');

const CATALOGUE = 'src/server/messages';
const SCAN = ['src/server', 'tests', 'scripts', 'tools'];
const SKIP_DIRS = new Set(['node_modules', '.git', 'out', 'dist']);
const ALIAS = 'translate';

const changed = new Set();
const notes = [];

if (!fs.existsSync(path.join(ROOT, CATALOGUE, 'index.ts'))) {
  console.error(`${CATALOGUE}/index.ts not found: run from the repo root of a tree that has it.`);
  process.exit(2);
}

// --- helpers -----------------------------------------------------------------------------------

const rel = (abs) => path.relative(ROOT, abs).split(path.sep).join('/');

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, ent.name);
    if (ent.isDirectory()) {
      if (!SKIP_DIRS.has(ent.name)) walk(abs, out);
    } else if (/\.(ts|tsx|mts|cts)$/.test(ent.name) && !ent.name.endsWith('.d.ts')) {
      out.push(abs);
    }
  }
  return out;
}

function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Applies non-overlapping [start, end, text] edits. */
function applyEdits(text, edits) {
  const sorted = [...edits].sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [s, e, r] of sorted) out = out.slice(0, s) + r + out.slice(e);
  return out;
}

function write(abs, text) {
  changed.add(rel(abs));
  if (!CHECK) fs.writeFileSync(abs, text);
}

function remove(abs) {
  changed.add(`${rel(abs)} (deleted)`);
  if (!CHECK) fs.unlinkSync(abs);
}

/** The domains the catalogue knows: messages/<d>.ts files listed in DOMAINS (index.ts). */
function catalogueDomains() {
  const index = fs.readFileSync(path.join(ROOT, CATALOGUE, 'index.ts'), 'utf8');
  const m = index.match(/export const DOMAINS = \{([\s\S]*?)\}/);
  if (!m) throw new Error(`${CATALOGUE}/index.ts: no DOMAINS table`);
  return new Set(
    m[1]
      .split(/[,\n]/)
      .map((s) => s.trim().split(':')[0].trim())
      .filter(Boolean),
  );
}

/** A dictionary's table: the object literal of `const MESSAGES = {…}` or `export const <d> = {…}`. */
function tableOf(sf, name) {
  let found = null;
  const visit = (node) => {
    if (found) return;
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === name &&
      node.initializer
    ) {
      let init = node.initializer;
      while (
        ts.isSatisfiesExpression?.(init) ||
        ts.isAsExpression(init) ||
        ts.isParenthesizedExpression(init)
      ) {
        init = init.expression;
      }
      if (ts.isObjectLiteralExpression(init)) found = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

function propName(p) {
  if (!p.name) return null;
  if (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)) {
    return p.name.text;
  }
  return null;
}

function entries(obj) {
  const map = new Map();
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && propName(p) !== null) map.set(propName(p), p);
  }
  return map;
}

const squash = (s) => s.replace(/\s+/g, ' ').replace(/,\s*}/g, ' }').trim();

// --- 1. fold the dictionaries still on disk into the catalogue ----------------------------------

const domains = catalogueDomains();
const dictionaries = [];
if (fs.existsSync(path.join(ROOT, 'src/server/lib/i18n.ts'))) {
  dictionaries.push({ file: 'src/server/lib/i18n.ts', domain: 'common', table: 'MESSAGES' });
}
const modulesDir = path.join(ROOT, 'src/server/modules');
for (const abs of walk(modulesDir, [])) {
  const m = path.basename(abs).match(/^([\w-]+)\.i18n\.ts$/);
  if (m) dictionaries.push({ file: rel(abs), domain: m[1], table: 'MESSAGES' });
}

const unknownDomains = new Set();
for (const dict of dictionaries) {
  const { file, domain } = dict;
  if (domain !== 'common' && !domains.has(domain)) {
    unknownDomains.add(domain);
    notes.push(
      `${file}: domain "${domain}" is not in the catalogue; add ${CATALOGUE}/${domain}.ts, list it in DOMAINS and run again (file left, its imports not rewritten)`,
    );
    continue;
  }
  const srcText = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const srcObj = tableOf(parse(file, srcText), dict.table);
  const targetFile = path.join(ROOT, CATALOGUE, `${domain}.ts`);
  const targetText = fs.readFileSync(targetFile, 'utf8');
  const targetObj = tableOf(parse(targetFile, targetText), domain);
  if (!srcObj || !targetObj) {
    notes.push(`${file}: no message table found (or none in ${CATALOGUE}/${domain}.ts); left`);
    unknownDomains.add(domain);
    continue;
  }
  const have = entries(targetObj);
  const edits = [];
  const added = [];
  for (const [key, p] of entries(srcObj)) {
    const mine = have.get(key);
    const value = p.initializer.getText();
    if (!mine) {
      added.push(`  ${p.name.getText()}: ${value},`);
    } else if (squash(mine.initializer.getText()) !== squash(value)) {
      edits.push([mine.initializer.getStart(), mine.initializer.getEnd(), value]);
      notes.push(`${CATALOGUE}/${domain}.ts: text of "${key}" taken from ${file}`);
    }
  }
  if (added.length) {
    const close = targetObj.getEnd() - 1; // the closing brace
    const before = targetText.slice(0, close).replace(/\s*$/, '');
    const lead = before.endsWith(',') || before.endsWith('{') ? '' : ',';
    edits.push([before.length, close, `${lead}\n${added.join('\n')}\n`]);
    notes.push(`${CATALOGUE}/${domain}.ts: ${added.length} key(s) added from ${file}`);
  }
  if (edits.length) write(targetFile, applyEdits(targetText, edits));
  const extras = [...srcText.matchAll(/^export (?:const|function) (\w+)/gm)]
    .map((m) => m[1])
    .filter((n) => !/^[a-z]{1,2}$|^t$|^tDetail$|^langOf$/.test(n));
  const indexText = fs.readFileSync(path.join(ROOT, CATALOGUE, 'index.ts'), 'utf8');
  const missing = extras.filter((n) => !new RegExp(`\\b${n}\\b`).test(indexText));
  if (missing.length) {
    notes.push(`${file}: exports ${missing.join(', ')} the catalogue lacks; move them by hand`);
  }
  remove(path.join(ROOT, file));
}

// --- 2. rewrite imports and calls ----------------------------------------------------------------

/** Which dictionary an import specifier names, if any: { kind: 'lib' | 'domain' | 'catalogue' }. */
function classify(fromFile, spec) {
  if (!spec.startsWith('.')) return null;
  const target = rel(path.resolve(path.dirname(fromFile), spec));
  if (target === 'src/server/lib/i18n' || target === 'src/server/lib/i18n.ts') {
    return { kind: 'lib' };
  }
  if (
    target === CATALOGUE ||
    target === `${CATALOGUE}/index` ||
    target === `${CATALOGUE}/index.ts`
  ) {
    return { kind: 'catalogue' };
  }
  const m = target.match(/^src\/server\/modules\/[\w-]+\/([\w-]+)\.i18n(\.ts)?$/);
  if (m) return unknownDomains.has(m[1]) ? null : { kind: 'domain', domain: m[1] };
  return null;
}

/** Names bound by a binding name (identifier or destructuring). */
function boundNames(name, out = []) {
  if (ts.isIdentifier(name)) out.push(name);
  else if (ts.isObjectBindingPattern(name) || ts.isArrayBindingPattern(name)) {
    for (const el of name.elements) if (ts.isBindingElement(el)) boundNames(el.name, out);
  }
  return out;
}

function isScope(node) {
  return (
    ts.isSourceFile(node) ||
    ts.isBlock(node) ||
    ts.isModuleBlock(node) ||
    ts.isCaseBlock(node) ||
    ts.isFunctionLike(node) ||
    ts.isForStatement(node) ||
    ts.isForInStatement(node) ||
    ts.isForOfStatement(node) ||
    ts.isCatchClause(node) ||
    ts.isClassLike(node)
  );
}

/** [start, end] ranges in which `name` means something declared in the file (not an import). */
function shadowRanges(sf, name) {
  const ranges = [];
  const add = (decl, scopeFrom) => {
    let s = scopeFrom;
    while (s && !isScope(s)) s = s.parent;
    if (s) ranges.push([s.getStart(), s.getEnd()]);
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node)) {
      for (const id of boundNames(node.name)) if (id.text === name) add(id, node.parent);
    } else if (ts.isParameter(node)) {
      for (const id of boundNames(node.name)) if (id.text === name) add(id, node.parent);
    } else if (
      (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) &&
      node.name?.text === name
    ) {
      add(node.name, node.parent);
    } else if (ts.isCatchClause(node) && node.variableDeclaration) {
      // handled by the VariableDeclaration branch
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return ranges;
}

function declaredAnywhere(sf, name) {
  let found = false;
  const visit = (node) => {
    if (found) return;
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node)) &&
      boundNames(node.name).some((id) => id.text === name)
    ) {
      found = true;
    } else if (
      (ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isImportSpecifier(node)) &&
      node.name?.text === name
    ) {
      found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** Edits that prefix a key expression with `<domain>.`. */
function prefixKey(expr, domain, text, edits) {
  if (ts.isParenthesizedExpression(expr)) return prefixKey(expr.expression, domain, text, edits);
  if (ts.isConditionalExpression(expr)) {
    prefixKey(expr.whenTrue, domain, text, edits);
    prefixKey(expr.whenFalse, domain, text, edits);
    return;
  }
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) {
    edits.push([expr.getStart() + 1, expr.getStart() + 1, `${domain}.`]);
    return;
  }
  if (ts.isTemplateExpression(expr)) {
    edits.push([expr.head.getStart() + 1, expr.head.getStart() + 1, `${domain}.`]);
    return;
  }
  edits.push([expr.getStart(), expr.getEnd(), `\`${domain}.\${${expr.getText()}}\``]);
}

/** Identifiers that are references (not property names, not import/export specifier names). */
function references(sf, name, skip) {
  const refs = [];
  const visit = (node) => {
    if (skip.has(node)) return;
    if (ts.isIdentifier(node) && node.text === name) {
      const p = node.parent;
      const isProp =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isPropertyAssignment(p) && p.name === node) ||
        (ts.isPropertySignature(p) && p.name === node) ||
        (ts.isPropertyDeclaration(p) && p.name === node) ||
        (ts.isMethodDeclaration(p) && p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node);
      if (!isProp) refs.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return refs;
}

function rewrite(abs) {
  const text = fs.readFileSync(abs, 'utf8');
  if (!/i18n|messages/.test(text)) return;
  const sf = parse(abs, text);
  const imports = [];
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const c = classify(abs, st.moduleSpecifier.text);
    if (c) imports.push({ decl: st, ...c });
  }
  if (!imports.some((i) => i.kind !== 'catalogue')) return;

  const edits = [];
  /** local name → { imported, isType } of what the new import keeps. */
  const keep = new Map();
  const helpers = new Map(); // local name → domain
  for (const imp of imports) {
    const clause = imp.decl.importClause;
    const named = clause?.namedBindings;
    if (clause?.name || (named && !ts.isNamedImports(named))) {
      notes.push(
        `${rel(abs)}: default or namespace import of ${imp.decl.moduleSpecifier.text}; left`,
      );
      return;
    }
    for (const el of named ? named.elements : []) {
      const imported = (el.propertyName ?? el.name).text;
      const local = el.name.text;
      const isType = clause.isTypeOnly || el.isTypeOnly;
      if (imp.kind === 'domain' && !isType && /^[a-z]{1,2}$/.test(imported)) {
        helpers.set(local, imp.domain);
      } else {
        const prev = keep.get(local);
        keep.set(local, { imported, isType: prev ? prev.isType && isType : isType });
      }
    }
  }

  // calls of the helpers
  const skip = new Set(imports.map((i) => i.decl));
  const tTaken = [...keep.entries()].some(([local, v]) => local === 't' && v.imported !== 't');
  const shadows = shadowRanges(sf, 't');
  const foreignT =
    tTaken ||
    sf.statements.some(
      (st) =>
        ts.isImportDeclaration(st) &&
        !skip.has(st) &&
        st.importClause?.namedBindings &&
        ts.isNamedImports(st.importClause.namedBindings) &&
        st.importClause.namedBindings.elements.some((el) => el.name.text === 't'),
    );
  let needT = false;
  let needAlias = false;
  const leftHelpers = new Set();
  for (const [local, domain] of helpers) {
    for (const id of references(sf, local, skip)) {
      const call = id.parent;
      if (!ts.isCallExpression(call) || call.expression !== id || call.arguments.length < 2) {
        leftHelpers.add(local);
        const { line } = sf.getLineAndCharacterOfPosition(id.getStart());
        notes.push(`${rel(abs)}:${line + 1}: ${local} used other than as a call; file left`);
        continue;
      }
      const pos = id.getStart();
      const shadowed = foreignT || shadows.some(([s, e]) => pos >= s && pos < e);
      if (shadowed) needAlias = true;
      else needT = true;
      edits.push([id.getStart(), id.getEnd(), shadowed ? ALIAS : 't']);
      prefixKey(call.arguments[1], domain, text, edits);
    }
  }
  if (leftHelpers.size) return;
  if (needT) keep.set('t', { imported: 't', isType: false });
  if (needAlias) {
    if (declaredAnywhere(sf, ALIAS) && !keep.has(ALIAS)) {
      notes.push(`${rel(abs)}: both "t" and "${ALIAS}" are taken; left`);
      return;
    }
    keep.set(ALIAS, { imported: 't', isType: false });
  }

  // the one import of the catalogue
  let spec = path.relative(path.dirname(abs), path.join(ROOT, CATALOGUE)).split(path.sep).join('/');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  // values first, then types, each in alphabetical order (as in `{ langOf, t, type Lang }`)
  const names = [...keep.entries()].sort(
    ([a, va], [b, vb]) =>
      Number(va.isType) - Number(vb.isType) || a.localeCompare(b, 'en', { sensitivity: 'base' }),
  );
  const specifier = ([local, { imported, isType }], allTypes) =>
    `${isType && !allTypes ? 'type ' : ''}${imported === local ? local : `${imported} as ${local}`}`;
  const allTypes = names.length > 0 && names.every(([, v]) => v.isType);
  const newImport = names.length
    ? `import ${allTypes ? 'type ' : ''}{ ${names.map((n) => specifier(n, allTypes)).join(', ')} } from '${spec}';`
    : '';

  // replace the first relevant import, drop the others (with their line)
  let placed = false;
  for (const imp of imports) {
    const d = imp.decl;
    const start = d.getStart();
    let end = d.getEnd();
    if (!placed) {
      placed = true;
      edits.push([start, end, newImport]);
      if (!newImport && text[end] === '\n') edits[edits.length - 1][1] = end + 1;
      continue;
    }
    if (text[end] === '\n') end += 1;
    edits.push([d.getFullStart() === 0 ? 0 : start, end, '']);
  }
  const out = applyEdits(text, edits);
  if (out !== text) write(abs, out);
}

const files = SCAN.flatMap((d) => walk(path.join(ROOT, d), [])).filter((abs) => {
  const r = rel(abs);
  return !r.startsWith(`${CATALOGUE}/`) && !r.startsWith('tools/codemods/');
});
for (const abs of files) {
  // the dictionaries themselves are gone (or left on purpose above)
  if (!fs.existsSync(abs) || /\.i18n\.ts$/.test(abs) || rel(abs) === 'src/server/lib/i18n.ts') {
    continue;
  }
  rewrite(abs);
}

// --- report --------------------------------------------------------------------------------------

for (const n of notes) console.log(`note: ${n}`);
if (changed.size) {
  console.log(`${CHECK ? 'would change' : 'changed'} ${changed.size} file(s):`);
  for (const f of [...changed].sort()) console.log(`  ${f}`);
} else {
  console.log('nothing to change');
}
if (CHECK && changed.size) process.exit(1);

const written = [...changed].filter((f) => !f.endsWith('(deleted)'));
if (!CHECK && written.length && !process.argv.includes('--no-prettier')) {
  const bin = path.join(ROOT, 'node_modules/.bin/prettier');
  if (fs.existsSync(bin)) {
    const r = spawnSync(bin, ['--write', '--log-level', 'warn', ...written], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  } else {
    console.log(`prettier not found: run npx prettier --write on the files above`);
  }
}
