// Makes sure a Chromium exists before the e2e run: Playwright's installer first
// (works where there is internet), then Debian's package when running as root.
import { spawnSync } from 'node:child_process';
import { findChromium } from '../engine/render/find-chromium.ts';

function run(command: string, args: string[]): boolean {
  console.log(`[e2e] ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', timeout: 15 * 60 * 1000 }).status === 0;
}

let found = findChromium();
if (!found) {
  console.log('[e2e] No Chromium found; trying to install one.');
  run('npx', ['playwright', 'install', 'chromium']);
  found = findChromium();
}
if (!found && process.getuid?.() === 0) {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  found = findChromium();
}
if (!found) {
  console.error(
    '[e2e] No Chromium is available. Install one with `sudo apt-get install -y chromium` ' +
      '(or `npx playwright install chromium`), or point CHROMIUM_PATH at a Chromium binary.',
  );
  process.exit(1);
}
console.log(`[e2e] Using Chromium at ${found}`);
