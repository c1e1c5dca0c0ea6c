// Calls one hook of a Vite plugin the way the bundler would, with a `this` the test makes.
import type { Plugin } from 'vite';

type HookName = 'configResolved' | 'generateBundle' | 'writeBundle';

export async function runHook(plugin: Plugin, name: HookName, context: object, ...args: unknown[]): Promise<void> {
  const hook: unknown = plugin[name];
  const handler = typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : hook;
  if (typeof handler !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  await handler.apply(context, args);
}

/** The part of a resolved Vite config the plugins read. */
export function resolvedConfig(root: string, fields: { mode?: string; outDir?: string; assetsDir?: string } = {}) {
  return { root, mode: fields.mode ?? 'production', build: { outDir: fields.outDir ?? 'dist', assetsDir: fields.assetsDir ?? 'assets' } };
}
