import type { CallToAction, PageModel, TextBlock } from './page-model.ts';

/**
 * A page read as an outline: each title with what is listed under it. A title is a
 * heading, or in the navigation and footer a short label that is neither a link nor a
 * list item (the "Solutions" over a footer column, often a plain <p> or <span>). What a
 * section lists are its sub-headings, list items, links and buttons: the shape of "a
 * heading and the links below it", however the markup nests them.
 */
export interface OutlineSection {
  title: TextBlock;
  titleIndex: number;
  /** Short blocks under the title, before the next title of its rank or above. */
  items: TextBlock[];
  /** Links and buttons that stand under the title. */
  ctas: CallToAction[];
}

/** A label longer than this is a sentence, not a column title. */
const MAX_LABEL = 40;
/** An item longer than this is running text, not an entry of a list. */
const MAX_ITEM = 80;
const ITEM_TAGS = new Set(['li', 'a', 'button', 'dt', 'summary', 'label', 'option']);
/** In a menu, a list item that is no link and has entries nested under it is a dropdown's title ("Solutions" over its links). */
const MENU_TITLE_TAGS = new Set(['li', 'summary', 'dt', 'label']);
/** Rank of a label title: below every heading, so a heading ends the label's section. */
const LABEL_RANK = 7;

function rankOf(block: TextBlock, linkBlocks: ReadonlySet<TextBlock>, next: TextBlock | undefined): number | undefined {
  if (block.heading) return Number(block.tag.slice(1));
  if (block.region !== 'nav' && block.region !== 'footer') return undefined;
  if (linkBlocks.has(block) || block.text.length > MAX_LABEL || /[.!?]$/.test(block.text)) return undefined;
  if (ITEM_TAGS.has(block.tag) && !(MENU_TITLE_TAGS.has(block.tag) && next !== undefined && linkBlocks.has(next))) return undefined;
  return LABEL_RANK;
}

const outlines = new WeakMap<PageModel, OutlineSection[]>();

/** The page's sections in reading order, worked out once per page. */
export function outlineOf(page: PageModel): OutlineSection[] {
  const known = outlines.get(page);
  if (known) return known;
  // Blocks that are a link's or button's own text are entries, never titles.
  const linkBlocks = new Set<TextBlock>();
  for (const cta of page.ctas) {
    const block = cta.blockIndex === undefined ? undefined : page.blocks[cta.blockIndex];
    if (block && cta.text.startsWith(block.text)) linkBlocks.add(block);
  }
  const ranks = page.blocks.map((block, index) => rankOf(block, linkBlocks, page.blocks[index + 1]));
  const sections: OutlineSection[] = [];
  const ctasByBlock = new Map<number, CallToAction[]>();
  for (const cta of page.ctas) {
    if (cta.blockIndex === undefined) continue;
    const list = ctasByBlock.get(cta.blockIndex) ?? [];
    list.push(cta);
    ctasByBlock.set(cta.blockIndex, list);
  }
  for (let index = 0; index < page.blocks.length; index += 1) {
    const rank = ranks[index];
    if (rank === undefined) continue;
    const title = page.blocks[index]!;
    const items: TextBlock[] = [];
    const ctas: CallToAction[] = [];
    let end = index + 1;
    for (; end < page.blocks.length; end += 1) {
      const inner = ranks[end];
      if (inner !== undefined && inner <= rank) break;
      const block = page.blocks[end]!;
      // Head tags and data blobs sit outside the outline; another region ends the section.
      if (block.region === 'meta' || block.region === 'data') continue;
      if (block.region !== title.region) break;
      if (block.text.length <= MAX_ITEM && (block.heading || ITEM_TAGS.has(block.tag) || linkBlocks.has(block) || inner !== undefined)) items.push(block);
    }
    for (let at = index + 1; at <= end; at += 1) for (const cta of ctasByBlock.get(at) ?? []) if (cta.region === title.region) ctas.push(cta);
    sections.push({ title, titleIndex: index, items, ctas });
  }
  outlines.set(page, sections);
  return sections;
}

/** The nearest title above a link or button: its heading, or its menu column's label. */
export function titleAbove(page: PageModel, cta: CallToAction): TextBlock | undefined {
  if (cta.blockIndex === undefined) return undefined;
  let found: OutlineSection | undefined;
  for (const section of outlineOf(page)) {
    if (section.titleIndex >= cta.blockIndex) break;
    if (section.ctas.includes(cta)) found = section;
  }
  return found?.title;
}
