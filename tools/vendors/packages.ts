import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A source package as published on the npm registry, with the licence its own package.json states. */
export interface PackedSource {
  name: string;
  version: string;
  licence: string;
  dir: string;
}

/**
 * Packs `name@version` from the registry with npm's own client and unpacks it, so the
 * generator reads exactly the published files. The licence is read from the package,
 * and a version whose licence is not the one expected stops the generator.
 */
export async function packSource(name: string, version: string, expectedLicence: string): Promise<PackedSource> {
  const into = await mkdtemp(path.join(tmpdir(), 'vendor-source-'));
  const tarball = execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', into], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['-xzf', path.join(into, tarball.split('\n').at(-1) ?? ''), '-C', into]);
  const dir = path.join(into, 'package');
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version: string; license?: string };
  if (manifest.version !== version) throw new Error(`${name}: packed ${manifest.version}, expected ${version}`);
  if (manifest.license !== expectedLicence)
    throw new Error(`${name}@${version} is licensed ${manifest.license ?? 'without a licence'}, not ${expectedLicence}`);
  return { name, version, licence: manifest.license, dir };
}
