import { describe, expect, it } from 'vitest';
import { findChromium } from '../../engine/render/find-chromium.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { spawnServer } from './support/spawn-server.ts';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { lacks } from '../../test-support/prerequisites/needs.ts';

describe('rendering configuration', () => {
  it('renders automatically, reaches no private host and finds its own Chromium by default', () => {
    const config = loadConfig({});
    expect(config.browserRendering).toBe('auto');
    expect(config.allowPrivateHosts).toEqual([]);
    expect(config.chromiumPath).toBeUndefined();
  });

  it('reads BROWSER_RENDERING, ALLOW_PRIVATE_HOSTS and CHROMIUM_PATH', () => {
    const config = loadConfig({
      BROWSER_RENDERING: 'always',
      ALLOW_PRIVATE_HOSTS: '127.0.0.1:4100, LocalHost:4101,[::1]:4102',
      CHROMIUM_PATH: '/opt/chromium/chrome',
    });
    expect(config.browserRendering).toBe('always');
    expect(config.allowPrivateHosts).toEqual(['127.0.0.1:4100', 'localhost:4101', '[::1]:4102']);
    expect(config.chromiumPath).toBe('/opt/chromium/chrome');
  });

  it('refuses a rendering mode it does not know and a host without a port, naming the variable', () => {
    expect(() => loadConfig({ BROWSER_RENDERING: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ BROWSER_RENDERING: 'sometimes' })).toThrow(/BROWSER_RENDERING/);
    expect(() => loadConfig({ ALLOW_PRIVATE_HOSTS: '127.0.0.1' })).toThrow(/ALLOW_PRIVATE_HOSTS: each entry must be host:port/);
  });
});

describe('the start-up log', () => {
  it('says when rendering is unavailable because no Chromium was found', async () => {
    const temp = await makeTempDir('oa-config-');
    const server = await spawnServer({ DATA_DIR: temp.dir, CHROMIUM_PATH: '/nowhere/chromium' });
    server.child.kill('SIGTERM');
    await server.exited;
    await temp.remove();
    expect(server.output()).toContain('page rendering is unavailable: no Chromium found (set CHROMIUM_PATH)');
  });

  it.skipIf(lacks('chromium'))('names the Chromium it will render with', async () => {
    const temp = await makeTempDir('oa-config-');
    const server = await spawnServer({ DATA_DIR: temp.dir, LOG_LEVEL: 'info' });
    server.child.kill('SIGTERM');
    await server.exited;
    await temp.remove();
    expect(server.output()).toContain(`page rendering is available (BROWSER_RENDERING=auto) with Chromium at ${findChromium()}`);
  });
});
