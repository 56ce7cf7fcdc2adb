// `npm run kiosk:build`: builds the Electron app into out/ (electron-vite) and checks the result:
// main, preload and both renderers exist; the sandboxed preload is CommonJS (no ES `import` or
// `export`, it requires nothing but electron); the main bundle needs no node_modules at run time
// (only electron and node: built-ins), so the packaged app ships out/ alone.
import fs from 'node:fs';
import { run } from './lib.mjs';

if (!run('npx', ['electron-vite', 'build']).ok) process.exit(1);

const problems = [];
const read = (f) => {
  if (!fs.existsSync(f)) {
    problems.push(`${f} is missing`);
    return '';
  }
  return fs.readFileSync(f, 'utf8');
};

const preload = read('out/preload/index.cjs');
if (/^\s*(import|export)\b/m.test(preload) || /\bimport\s*\(/.test(preload)) {
  problems.push(
    'out/preload/index.cjs has ES module syntax (a sandboxed preload must be CommonJS)',
  );
}
for (const m of preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)) {
  if (m[1] !== 'electron') problems.push(`the preload requires "${m[1]}" (sandbox: electron only)`);
}

const main = read('out/main/index.js');
for (const m of main.matchAll(/^import\s[^'"]*["']([^"']+)["']/gm)) {
  if (m[1] !== 'electron' && !m[1].startsWith('node:')) {
    problems.push(`out/main/index.js imports "${m[1]}" (bundle it: the app ships no node_modules)`);
  }
}

for (const app of ['kiosk', 'h5']) {
  const html = read(`out/renderer/${app}/index.html`);
  if (html && !html.includes('src="/runtime-config.js"')) {
    problems.push(`out/renderer/${app}/index.html does not load /runtime-config.js`);
  }
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
    problems.push(`out/renderer/${app}/index.html has an inline script (the CSP refuses it)`);
  }
}

if (problems.length) {
  console.error(`electron build check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('electron build check: ok (preload CommonJS, main self-contained, renderers present)');
