import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sourceRoots = ['engine', 'sync-server', 'pwa/src', 'pwa/build', 'e2e', 'test-support', 'bench'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The project's own files each file imports, type-only imports included: they tie two modules together just the same. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => path.resolve(path.dirname(file), fileName))
        .filter((target) => existsSync(target) && statSync(target).isFile());
      return [file, targets];
    }),
  );
}

/** Groups of files that import each other round a circle (Tarjan's strongly connected components of two or more). */
function circles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, order.get(target)!));
      }
    }
    if (low.get(file) !== order.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(path.relative(repoRoot, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('finds a circle, type-only imports included', () => {
    const dir = path.join(repoRoot, 'sync-server/src');
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    const c = path.join(dir, 'c.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['sync-server/src/a.ts', 'sync-server/src/b.ts', 'sync-server/src/c.ts']]);
  });

  it('there are none: every arrow between our modules runs one way', () => {
    const files = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
    expect(files.length).toBeGreaterThan(300);
    expect(circles(importGraph(files))).toEqual([]);
  });
});
