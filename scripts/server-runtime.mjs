// How `npm start` runs the compiled server (scripts/start.mjs), shared with the benchmark that
// measures it (scripts/bench-memory.mjs), so the figure is for the server as it really runs.
//
// --max-semi-space-size=4: V8's young generation grows to 2 x 16 MiB semi-spaces after start-up
// and never gives them back; capped at 4 MiB the idle server measured 146 -> 120 MiB RSS (fresh
// start, compiled, demo data) for more frequent but shorter scavenges (throughput within the
// noise of the home and checkout benchmarks on this 2-core machine).
// No --enable-source-maps: it keeps the parsed source map (2.8 MB) in memory, +13 MiB RSS. The
// bundle is not minified, so a stack trace still names readable functions; set
// NODE_OPTIONS=--enable-source-maps to map traces to the TypeScript sources.
// --expose-gc: main.ts runs one full collection 5 s after the start (collectStartGarbage);
// measured on a quiet machine (scripts/bench-memory.mjs, two runs each), idle 119.1 / 117.9 ->
// 108.0 / 113.6 MiB, after load 107.6 / 112.7 -> 102.8 / 109.0 MiB.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--expose-gc'];
