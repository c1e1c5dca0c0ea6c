import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Pages of one fixture site share their head, navigation and footer the way a real
 * site's templates do; the shared lines are kept once in the site's `.includes/`
 * folder and named by a server-side-include line (`<!--#include file=".includes/x.html" -->`).
 * Every reader of a fixture page (the fixture servers, the accuracy tests) expands them,
 * so what is served and analysed is the whole page.
 */
const INCLUDE_LINE = /^<!--#include file="(\.includes\/[\w.-]+\.html)" -->$/;
const MAX_DEPTH = 4;

export async function readFixturePage(file: string, siteRoot: string): Promise<string> {
  return expandIncludes(await readFile(file, 'utf8'), siteRoot, 0);
}

async function expandIncludes(text: string, siteRoot: string, depth: number): Promise<string> {
  if (!text.includes('<!--#include')) return text;
  if (depth >= MAX_DEPTH) throw new Error(`fixture includes nest deeper than ${MAX_DEPTH} in ${siteRoot}`);
  const lines = await Promise.all(
    text.split('\n').map(async (line) => {
      const included = INCLUDE_LINE.exec(line)?.[1];
      return included ? expandIncludes(await readFile(path.join(siteRoot, included), 'utf8'), siteRoot, depth + 1) : line;
    }),
  );
  return lines.join('\n');
}
