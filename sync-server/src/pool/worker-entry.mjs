// piscina loads this plain module in each worker thread. Under `tsx` the thread
// inherits the TypeScript loader; under other runners (Vitest) we register it here.
let worker;
try {
  worker = await import('./analysis-worker.ts');
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  // Node caches the failed import by URL, so load it again under another one.
  worker = await import('./analysis-worker.ts?with-tsx');
}
export default worker.default;

/** Readiness asks each pool this (pool/analysis-pool.ts): a thread that answers can take an analysis. */
export function ping() {
  return 'pong';
}
