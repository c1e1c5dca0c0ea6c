/**
 * Markup builders for the paraphrase suites of signals read from links and headings
 * (templates, use cases, help resources, community): a menu, a footer column, a section
 * under a heading. Each returns a `{ html }` case; the words are the suite's own.
 */
export type Link = readonly [text: string, href: string];

function anchors(links: readonly Link[]): string {
  return links.map(([text, href]) => `<li><a href="${href}">${text}</a></li>`).join('');
}

/** The site's top menu. */
export function nav(...links: Link[]): { html: string } {
  return { html: `<header><nav><ul>${anchors(links)}</ul></nav></header><main><h1>Acme</h1></main>` };
}

/** A footer column under its title (a heading, or a plain label as many footers have). */
export function footerColumn(title: string, links: readonly Link[], titleTag = 'h4'): { html: string } {
  return { html: `<main><h1>Acme</h1></main><footer><div class="col"><${titleTag}>${title}</${titleTag}><ul>${anchors(links)}</ul></div></footer>` };
}

/** A section of the home page: its heading, then blocks (each a heading and a line, or a link). */
export function section(heading: string, ...items: Array<readonly [title: string, line: string] | Link>): { html: string } {
  const body = items
    .map((item) =>
      item[1].startsWith('/') || item[1].startsWith('http') ? `<a href="${item[1]}">${item[0]}</a>` : `<div><h3>${item[0]}</h3><p>${item[1]}</p></div>`,
    )
    .join('');
  return { html: `<main><section><h2>${heading}</h2>${body}</section></main>` };
}

/** One link in the main content. */
export function mainLink(text: string, href: string): { html: string } {
  return { html: `<main><p><a href="${href}">${text}</a></p></main>` };
}

/** A home page's own copy around a vendor's install snippet: the words say which language the page is in. */
export interface PageCopy {
  heading: string;
  line: string;
}

function pageWith(copy: PageCopy, snippet: string): string {
  return `<main><h1>${copy.heading}</h1><p>${copy.line}</p></main>${snippet}`;
}

/** Each snippet on a page of its own, the language's page copies taken in turn around them. */
export function onPages(copies: readonly PageCopy[], snippets: readonly string[]): Array<{ html: string }> {
  return snippets.map((snippet, index) => ({ html: pageWith(copies[index % copies.length]!, snippet) }));
}

/** What a rendered page saw (requests, globals), each on a page of its own with the language's copies in turn. */
export function renderedOnPages(
  copies: readonly PageCopy[],
  seen: ReadonlyArray<{ requests?: string[]; vendorGlobals?: string[] }>,
): Array<{ rendered: { html: string; requests?: string[]; vendorGlobals?: string[] } }> {
  return seen.map((each, index) => ({ rendered: { ...each, html: pageWith(copies[index % copies.length]!, '') } }));
}
