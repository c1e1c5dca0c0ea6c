// piscina loads this plain module in each worker thread. Under `tsx` (npm start, the CLI)
// the thread inherits its TypeScript loader; elsewhere (Vitest) it is registered here. A
// probe asks first, so no module of the analysis is ever tried without it: Node's own type
// stripping (22.18 and later) cannot read all of our TypeScript, and a module it failed on
// stays failed for the thread.
try {
  await import('./typescript-probe.ts');
} catch {
  const { register } = await import('tsx/esm/api');
  register();
}
const worker = await import('./analysis-worker.ts');
export default worker.default;

/** Stored pages scored again (issue #30), outside the crawl's deadline: scoring alone takes milliseconds. */
export const score = worker.scorePages;

/** Readiness asks each pool this (pool/analysis-pool.ts): a thread that answers can take an analysis. */
export function ping() {
  return 'pong';
}
