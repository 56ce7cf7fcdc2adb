/** The app's API routes as its router has them (for the sweeps over every route). */
import type { TestServer } from './harness';

/** Routes of `printRoutes({ commonPrefix: false })`: full paths with their methods. */
export function parseRoutes(tree: string): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const full = (depth > 0 ? stack[depth - 1]! : '') + m[2]!;
    stack[depth] = full;
    stack.length = depth + 1;
    if (m[3]) out.push({ path: full, methods: m[3].split(',').map((s) => s.trim()) });
  }
  return out;
}

/** Provider callbacks authenticate by signature, not by session. */
const NOT_SESSION_ROUTES = [/^\/api\/pay\/notify\//, /^\/api\/pay\/refund-notify\//];

/** Every GET and POST route under /api/ (path parameters filled with 1). */
export function apiRoutes(t: TestServer): { path: string; method: string }[] {
  return parseRoutes(t.fastify.printRoutes({ commonPrefix: false }))
    .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*'))
    .filter((r) => !NOT_SESSION_ROUTES.some((re) => re.test(r.path)))
    .flatMap((r) =>
      r.methods
        .filter((m) => m === 'GET' || m === 'POST')
        .map((method) => ({ path: r.path.replace(/:\w+/g, '1'), method })),
    );
}
