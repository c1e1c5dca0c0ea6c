/**
 * Third-party scripts (the testimonial widget, the newsletter form) are added to the
 * page at most once per document, however often a component mounts (StrictMode,
 * re-renders, navigating away and back): a second request for the same address gets
 * the first one's promise, or finds the tag already on the page.
 */
const MARKER = 'data-injected-script';
const LOADED = 'data-script-loaded';

const pending = new WeakMap<Document, Map<string, Promise<void>>>();

export function injectScriptOnce(src: string, doc: Document = document): Promise<void> {
  const address = safeScriptAddress(src, doc);
  if (!address) return Promise.reject(new Error(`Refusing to load a script from ${JSON.stringify(src)}`));

  let loads = pending.get(doc);
  if (!loads) {
    loads = new Map();
    pending.set(doc, loads);
  }
  const known = loads.get(address);
  if (known) return known;

  const existing = [...doc.querySelectorAll<HTMLScriptElement>(`script[${MARKER}]`)].find((script) => script.getAttribute(MARKER) === address);
  if (existing?.hasAttribute(LOADED)) {
    const loaded = Promise.resolve();
    loads.set(address, loaded);
    return loaded;
  }
  const script = existing ?? createScript(address, doc);
  // Listen before appending: a refused load may report its error synchronously.
  const load = whenLoaded(script, address, loads);
  loads.set(address, load);
  if (!existing) doc.head.append(script);
  return load;
}

function createScript(address: string, doc: Document): HTMLScriptElement {
  const script = doc.createElement('script');
  script.src = address;
  script.async = true;
  script.setAttribute(MARKER, address);
  return script;
}

function whenLoaded(script: HTMLScriptElement, address: string, loads: Map<string, Promise<void>>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    script.addEventListener('load', () => {
      if (settled) return;
      settled = true;
      script.setAttribute(LOADED, '');
      resolve();
    });
    script.addEventListener('error', () => {
      if (settled) return;
      settled = true;
      // Forget the failure so a later page visit may try again.
      loads.delete(address);
      script.remove();
      reject(new Error(`Could not load ${address}`));
    });
  });
}

/** Only http(s) addresses, resolved against the page. */
function safeScriptAddress(src: string, doc: Document): string | undefined {
  if (!src.trim()) return undefined;
  try {
    const url = new URL(src, doc.baseURI);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
