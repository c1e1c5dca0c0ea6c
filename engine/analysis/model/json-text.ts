/** Framework data blobs can be large; past this many strings the rest is repetition. */
const MAX_STRINGS = 3000;
const MAX_DEPTH = 40;

/**
 * The human-readable strings inside a JSON data blob (__NEXT_DATA__, ld+json): page
 * copy that frameworks ship as data, sometimes only as data. Keys, ids and URLs are
 * left out; HTML inside strings is reduced to its text. Offers with a price become
 * "49 USD" so a structured price reads like a written one.
 */
export function collectJsonText(source: string, quotes?: StructuredQuote[]): string[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return [];
  }
  const out: string[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (out.length >= MAX_STRINGS || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      const text = readableString(value);
      if (text) out.push(text);
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (quotes && quotes.length < MAX_QUOTES) {
        const quote = dataQuote(record);
        if (quote) quotes.push(quote);
      }
      const price = record.price ?? record.lowPrice;
      const isOffer = (typeof price === 'string' || typeof price === 'number') && typeof record.priceCurrency === 'string';
      if (isOffer) out.push(`${price} ${record.priceCurrency as string}`);
      for (const [key, item] of Object.entries(record)) if (!(isOffer && key === 'priceCurrency')) visit(item, depth + 1);
    }
  };
  visit(data, 0);
  return out;
}

function readableString(value: string): string {
  if (!/\p{L}/u.test(value)) return '';
  if (/^(?:https?:|\/|#|data:)\S*$/i.test(value)) return '';
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A single token with no space is an id, a key or a slug unless it is a real word.
  if (!text.includes(' ') && (text.length > 24 || /[_{}=]/.test(text))) return '';
  return text;
}

/** A quoted statement that structured data attributes to someone (schema.org Review, Quotation). */
export interface StructuredQuote {
  text: string;
  author: string;
}

const QUOTE_TYPES = new Set(['Review', 'Quotation', 'UserReview', 'CriticReview', 'EmployerReview']);
const MAX_QUOTES = 20;

/** Keys a site's own data gives a testimonial's words and its author ({ name, role, quote } in a page's props). */
const QUOTE_KEYS = ['quote', 'review', 'testimonial', 'testimony', 'reviewText', 'quoteText'];
const AUTHOR_KEYS = ['name', 'author', 'authorName', 'fullName', 'person'];
/** A person's or a company's name: a few words, the first capitalised. */
const NAME_SHAPE = /^\p{Lu}[\p{L}'’.-]*(?: [\p{L}'’.&-]+){0,4}$/u;

/** A record of framework data that holds someone's words and their name. */
function dataQuote(record: Record<string, unknown>): StructuredQuote | undefined {
  const body = QUOTE_KEYS.map((key) => record[key]).find((value) => typeof value === 'string');
  if (typeof body !== 'string') return undefined;
  const text = readableString(body);
  if (text.length < 40 || !text.includes(' ')) return undefined;
  const author = AUTHOR_KEYS.map((key) => nameOf(record[key])).find((name) => NAME_SHAPE.test(name));
  return author ? { text, author } : undefined;
}

function nameOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return nameOf(value[0]);
  if (value && typeof value === 'object') return nameOf((value as Record<string, unknown>).name);
  return '';
}

/** The reviews and quotations of an ld+json blob with their authors ("review": [{ "author": ..., "reviewBody": ... }]). */
export function collectStructuredQuotes(source: string): StructuredQuote[] {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return [];
  }
  const out: StructuredQuote[] = [];
  const visit = (value: unknown, depth: number): void => {
    if (out.length >= 20 || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const types = ([] as unknown[]).concat(record['@type']);
      if (types.some((type) => typeof type === 'string' && QUOTE_TYPES.has(type))) {
        const body = record.reviewBody ?? record.text ?? record.description;
        // A body that is not a string (an object, a number) is no quote: '[object Object]' is not what the site said.
        const text = typeof body === 'string' ? readableString(body) : '';
        const author = nameOf(record.author ?? record.creator ?? record.spokenByCharacter);
        if (text && author) out.push({ text, author });
      }
      for (const item of Object.values(record)) visit(item, depth + 1);
    }
  };
  visit(data, 0);
  return out;
}

const LOOKS_LIKE_CODE = /function\s*\(|=>\s*[{(]|\bwindow\.|\bdocument\.|;\s*(?:var|let|const)\s/;

/** A link drawn by a server component: its target and its text. */
export interface FlightLink {
  href: string;
  text: string;
}

/** `self.__next_f.push([1,"..."])`: a chunk of the React Server Components payload Next.js streams inside the page. */
const FLIGHT_CHUNK =
  /^\s*\(?self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)?\.push\(\[1,\s*("(?:[^"\\]|\\.)*")\]\)|^\s*self\.__next_f\.push\(\[1,\s*("(?:[^"\\]|\\.)*")\]\)/;

/**
 * The copy a Next.js app-router page carries only in its streamed payload: the text
 * children of its server components, and their links ("Read documentation" -> /docs).
 * A client-rendered page's static HTML may hold nothing else.
 */
export interface FlightData {
  texts: string[];
  links: FlightLink[];
  /** Scripts the components render: inline code (vendor loaders) and sources. */
  scripts: string[];
  scriptSources: string[];
}

export function collectFlightData(script: string): FlightData {
  const match = FLIGHT_CHUNK.exec(script);
  const literal = match?.[1] ?? match?.[2];
  const out: FlightData = { texts: [], links: [], scripts: [], scriptSources: [] };
  if (!literal) return out;
  let payload: string;
  try {
    payload = JSON.parse(literal) as string;
  } catch {
    return out;
  }
  for (const line of payload.split('\n')) {
    const json = line.slice(line.indexOf(':') + 1);
    if (!json.startsWith('[') && !json.startsWith('{')) continue;
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      continue;
    }
    visitFlight(data, 0, out);
  }
  return out;
}

/** Text of a component's children: strings, and the strings of the elements inside it. */
function childrenText(value: unknown, depth: number): string {
  if (depth > MAX_DEPTH) return '';
  if (typeof value === 'string') return value.startsWith('$') ? '' : value;
  if (Array.isArray(value)) {
    // ["$", "tag", key, props] is an element; any other array is a list of children.
    if (value[0] === '$' && typeof value[1] === 'string') return childrenText((value[3] as Record<string, unknown> | undefined)?.children, depth + 1);
    return value.map((item) => childrenText(item, depth + 1)).join(' ');
  }
  return '';
}

function visitFlight(value: unknown, depth: number, out: FlightData): void {
  if (out.texts.length >= MAX_STRINGS || depth > MAX_DEPTH || !Array.isArray(value)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && depth <= MAX_DEPTH) {
      for (const item of Object.values(value as Record<string, unknown>)) visitFlight(item, depth + 1, out);
    }
    return;
  }
  if (value[0] === '$' && typeof value[1] === 'string') {
    const props = (value[3] ?? {}) as Record<string, unknown>;
    const children = props.children;
    if (value[1] === 'script' || value[1] === 'style') {
      const code = typeof children === 'string' ? children : (props.dangerouslySetInnerHTML as { __html?: unknown } | undefined)?.__html;
      if (value[1] === 'script' && typeof code === 'string') out.scripts.push(code);
      if (value[1] === 'script' && typeof props.src === 'string') out.scriptSources.push(props.src);
      return;
    }
    if (typeof children === 'string' && !children.startsWith('$')) {
      // A loader snippet handed to a <Script> component is code, not copy: read for its vendor, not as text.
      if (LOOKS_LIKE_CODE.test(children)) out.scripts.push(children);
      else {
        const text = readableString(children);
        if (text) out.texts.push(text);
      }
    }
    if (typeof props.href === 'string') {
      const text = childrenText(children, depth + 1)
        .replace(/\s+/g, ' ')
        .trim();
      if (text) out.links.push({ href: props.href, text });
    }
    visitFlight(children, depth + 1, out);
    return;
  }
  for (const item of value) visitFlight(item, depth + 1, out);
}
