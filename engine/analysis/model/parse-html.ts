import { type HTMLElement, type Node, parse } from 'node-html-parser';

/** Deeper than any real page; past it the parser's queries and our own walks would run out of stack. */
export const MAX_MARKUP_DEPTH = 1000;

/**
 * node-html-parser, made safe for markup from strangers (the page model and the
 * crawler's link discovery both read fetched pages through it):
 * - unclosed elements stay open to the end, as in a browser; the parser's default
 *   instead moves their children up one by one, in time quadratic in their number
 *   (20 000 unclosed <span>s took 4 s, 200 000 in 1.2 MB most of an hour);
 * - whatever is nested deeper than MAX_MARKUP_DEPTH is dropped, without recursion,
 *   as 5000 nested elements overflowed the stack of every recursive walk.
 */
/**
 * "</style\n  >" closes a style element for a browser (HTML allows whitespace before the
 * ">") but not for node-html-parser, which would read the rest of the page as CSS.
 */
const SPACED_RAW_TEXT_END = /<\/(script|style)\s+>/gi;

export function parseHtml(html: string, options: { blockTextElements?: Record<string, boolean> } = {}): HTMLElement {
  const root = parse(html.replace(SPACED_RAW_TEXT_END, '</$1>'), { comment: false, parseNoneClosedTags: true, ...options });
  const stack: [Node, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth >= MAX_MARKUP_DEPTH) node.childNodes.length = 0;
    else for (const child of node.childNodes) stack.push([child, depth + 1]);
  }
  return root;
}
