import { describe, expect, it } from 'vitest';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
import { buildPageModel, cleanText, withoutSvgBodies } from './build-page-model.ts';

const model = (html: string, path = '/') => buildPageModel(fetchedPages({ [path]: html })[0]!);

describe('buildPageModel', () => {
  it('splits visible text into blocks by region', () => {
    const page = model(
      '<header><nav><a href="/pricing">Pricing</a></nav></header><main><h1>Invoices</h1><p>Get paid faster.</p></main><footer><p>© Acme</p></footer>',
    );
    expect(page.blocks.filter((block) => block.region !== 'meta').map((block) => [block.region, block.tag, block.text])).toEqual([
      ['nav', 'a', 'Pricing'],
      ['main', 'h1', 'Invoices'],
      ['main', 'p', 'Get paid faster.'],
      ['footer', 'p', '© Acme'],
    ]);
  });

  it('reads a header inside main as content: it heads a part of the page, it is no site banner', () => {
    const page = model('<header><a href="/">Home</a></header><main><header><h2>Plans</h2><p>Starter costs nothing.</p></header></main>');
    expect(page.blocks.filter((block) => block.region !== 'meta').map((block) => [block.region, block.text])).toEqual([
      ['nav', 'Home'],
      ['main', 'Plans'],
      ['main', 'Starter costs nothing.'],
    ]);
  });

  it('tells nav and footer by class names in page-builder markup', () => {
    const page = model('<div class="elementor-location-header"><p>Menu text</p></div><div class="site-footer"><p>Footer text</p></div>');
    expect(page.blocks.filter((block) => block.region !== 'meta').map((block) => block.region)).toEqual(['nav', 'footer']);
  });

  it('keeps links inside a sentence part of it', () => {
    const page = model('<p>Start your <a href="/signup">free trial</a> today.</p>');
    expect(page.blocks.filter((block) => block.region === 'main').map((block) => block.text)).toEqual(['Start your free trial today.']);
  });

  it('keeps minified neighbours apart', () => {
    const page = model('<div><span>Pricing</span><span>Docs</span></div>');
    expect(page.blocks.find((block) => block.region === 'main')?.text).toBe('Pricing Docs');
  });

  it('reads links and buttons as calls to action with absolute targets', () => {
    const page = model('<a href="/signup">Sign up</a><button>Book a demo</button><a href="/x"><img src="/i.svg" alt="Open app"></a>');
    expect(page.ctas).toEqual([
      { kind: 'link', text: 'Sign up', href: 'https://acme.test/signup', region: 'main', blockIndex: 1 },
      { kind: 'button', text: 'Book a demo', region: 'main', blockIndex: 2 },
      { kind: 'link', text: 'Open app', href: 'https://acme.test/x', region: 'main', blockIndex: 3 },
    ]);
  });

  it('reads a link wrapping a card as one call to action, named by all its text', () => {
    const page = model('<a href="/blog/a"><img src="/t.jpg" alt=""><div>Guide</div><h3>Attribution for lean teams</h3></a>');
    expect(page.ctas).toEqual([{ kind: 'link', text: 'Guide Attribution for lean teams', href: 'https://acme.test/blog/a', region: 'main', blockIndex: 1 }]);
  });

  it('reads forms: what they ask for, where they go, what the button says', () => {
    const page = model(
      '<form action="/accounts"><input type="email" name="email"><input type="password" name="password"><input type="hidden" name="t"><input type="submit" value="Create account"></form>',
    );
    expect(page.forms).toEqual([
      {
        action: 'https://acme.test/accounts',
        submitText: 'Create account',
        region: 'main',
        fields: [
          { tag: 'input', type: 'email', describes: 'email    ' },
          { tag: 'input', type: 'password', describes: 'password    ' },
        ],
      },
    ]);
    expect(page.ctas[0]).toMatchObject({ kind: 'button', text: 'Create account', href: 'https://acme.test/accounts', formIndex: 0 });
  });

  it('reads <noscript> content and collapsed FAQ answers as text', () => {
    const page = model(
      '<noscript><p>Enable JavaScript to start your free trial.</p></noscript><details><summary>Card?</summary><p>No credit card required.</p></details>',
    );
    const texts = page.blocks.map((block) => block.text);
    expect(texts).toContain('Enable JavaScript to start your free trial.');
    expect(texts).toContain('No credit card required.');
  });

  it('reads the meta description, og:site_name and title', () => {
    const page = model(
      '<html><head><title>Acme | Invoices</title><meta name="description" content="Send invoices."><meta property="og:site_name" content="Acme Inc"></head><body></body></html>',
    );
    expect(page).toMatchObject({ title: 'Acme | Invoices', metaDescription: 'Send invoices.', siteNameMeta: 'Acme Inc' });
    expect(page.blocks.filter((block) => block.region === 'meta').map((block) => block.text)).toEqual(['Acme | Invoices', 'Send invoices.']);
  });

  it('reads JSON data blobs as text, and offers as prices', () => {
    const html =
      '<script id="__NEXT_DATA__" type="application/json">{"props":{"faq":"<p>Free forever plan</p>","id":"a_b_c"}}</script><script type="application/ld+json">{"offers":{"price":"49","priceCurrency":"USD"}}</script>';
    expect(
      model(html)
        .blocks.filter((block) => block.region === 'data')
        .map((block) => block.text),
    ).toEqual(['Free forever plan', '49 USD']);
  });

  it('lists third-party resources by host, and collects inline script', () => {
    const page = model(
      '<script src="https://widget.intercom.io/widget/x"></script><iframe data-src="https://player.vimeo.com/video/1"></iframe><script>posthog.init("k")</script>',
    );
    expect(page.resources.map((resource) => [resource.tag, resource.host])).toEqual([
      ['script', 'widget.intercom.io'],
      ['iframe', 'player.vimeo.com'],
    ]);
    expect(page.inlineScript).toContain('posthog.init');
  });

  it('tells a decorative background video from one to watch', () => {
    const page = model('<video autoplay muted loop src="/bg.mp4"></video><video controls><source src="/tour.mp4"></video>');
    expect(page.videos.map((video) => video.decorative)).toEqual([true, false]);
  });

  it('records a strip of four or more logos with the text before it', () => {
    const logos = ['A', 'B', 'C', 'D'].map((name) => `<img src="/l/${name}.svg" alt="${name} Corp">`).join('');
    const page = model(`<p>Trusted by</p><div class="logos">${logos}</div>`);
    expect(page.logoGroups).toEqual([
      {
        count: 4,
        labels: ['A Corp', 'B Corp', 'C Corp', 'D Corp'],
        paths: ['/l/A.svg', '/l/B.svg', '/l/C.svg', '/l/D.svg'],
        context: 'Trusted by \n logos',
        before: ['Trusted by'],
        inside: '',
        names: 'logos',
        inlineSvgs: 0,
        region: 'main',
        linkHosts: [],
      },
    ]);
  });

  it('records three logos side by side as a strip of their own', () => {
    const logos = ['A', 'B', 'C'].map((name) => `<img src="/l/${name}.png" alt="${name} Corp">`).join('');
    const page = model(`<h2>Chosen by</h2><div>${logos}</div>`);
    expect(page.logoGroups.map((group) => [group.count, group.before])).toEqual([[3, ['Chosen by']]]);
  });

  it('records rows of three inside a larger strip as that one strip, counting drawn wordmarks', () => {
    const row = (names: string[]) =>
      `<div class="row">${names.map((name) => `<svg viewBox="0 0 9 9"><title>${name}</title><path d="M0 0"/></svg>`).join('')}</div>`;
    const page = model(`<p>Our customers</p><div class="wall">${row(['A', 'B', 'C'])}${row(['D', 'E', 'F'])}</div>`);
    expect(page.logoGroups.map((group) => [group.count, group.inlineSvgs, group.names])).toEqual([[6, 6, 'wall']]);
  });

  it("keeps a strip's own captions apart from its heading", () => {
    const cards = ['A', 'B', 'C', 'D'].map((name) => `<figure><img src="/l/${name}.png" alt="${name}"><figcaption>${name} Corp</figcaption></figure>`).join('');
    const [group] = model(`<h2>Customers</h2><div>${cards}</div>`).logoGroups;
    expect(group?.before).toEqual(['Customers']);
    expect(group?.inside).toBe('A Corp \n B Corp \n C Corp \n D Corp');
  });

  it('does not record an image grid that has a lot of text', () => {
    const cards = ['A', 'B', 'C', 'D']
      .map((name) => `<div><img src="/${name}.jpg" alt=""><p>${'A long article teaser that goes on. '.repeat(4)}</p></div>`)
      .join('');
    expect(model(`<div>${cards}</div>`).logoGroups).toEqual([]);
  });

  it('reads on after a style or script whose end tag breaks the line before its ">"', () => {
    const html = '<div><style>p{}</style\n\t><script>go()</script\n></div><h2>Loved by our customers</h2>';
    const texts = model(html).blocks.map((block) => block.text);
    expect(texts).toContain('Loved by our customers');
    expect(texts.join(' ')).not.toMatch(/p\{\}|go\(\)/);
  });

  it('reads on after a style element closed with whitespace before its ">", as a browser does', () => {
    const read = model(
      '<div><template shadowrootmode="open"><style>\n:host{display:block}</style\n\t\t><span>47</span></template></div><h2>Set up in minutes</h2>',
    );
    expect(read.blocks.map((block) => block.text)).toContain('Set up in minutes');
  });

  it('reads nothing from a page that failed', () => {
    const [page] = fetchedPages({ '/': { html: '<p>Free trial</p>', status: 500 } });
    expect(buildPageModel(page!)).toMatchObject({ readable: false, blocks: [], ctas: [] });
  });
});

describe('withoutSvgBodies', () => {
  it('leaves an "<svg" inside a style or script alone, and the page after it', () => {
    const html =
      "<head><style>.i{background:url(\"data:image/svg+xml,<svg xmlns='x'><path d='M0'/></svg>\")}</style></head><body><h2>Onboard in minutes</h2><svg><style>.a{}</style><path/></svg><p>After</p></body>";
    expect(withoutSvgBodies(html)).toBe(
      "<head><style>.i{background:url(\"data:image/svg+xml,<svg xmlns='x'><path d='M0'/></svg>\")}</style></head><body><h2>Onboard in minutes</h2><svg></svg><p>After</p></body>",
    );
    expect(
      model(html)
        .blocks.filter((block) => block.region === 'main')
        .map((block) => block.text),
    ).toEqual(['Onboard in minutes', 'After']);
  });

  it('drops drawing markup and keeps the title', () => {
    expect(withoutSvgBodies('<svg viewBox="0 0 1 1"><title>Orbital</title><path d="M0 0"/></svg>')).toBe('<svg viewBox="0 0 1 1"><title>Orbital</title></svg>');
  });

  it.each(['"<svg "', "'<svg>'"])('leaves the page whole when a script names %s in a string before the body', (named) => {
    const html =
      `<html><head><script>if (src.indexOf(${named}) !== -1) drop(src);</script></head>` +
      '<body><p>Loved by the teams who use it</p><svg viewBox="0 0 1 1"><path d="M0 0"/></svg></body></html>';
    expect(model(html).blocks.map((block) => block.text)).toContain('Loved by the teams who use it');
  });

  it('does not read a self-closed <svg/> as the start of a drawing', () => {
    expect(withoutSvgBodies('<svg width="8"/><p>Kept</p><svg><path d="M0 0"/></svg>')).toBe('<svg width="8"/><p>Kept</p><svg></svg>');
  });
});

describe('cleanText', () => {
  it('collapses whitespace (nbsp included) and straightens apostrophes', () => {
    expect(cleanText('  Start\u00a0your\n trial — it’s free ')).toBe("Start your trial — it's free");
  });

  it('folds every kind of whitespace run, and trims a text that has only single spaces', () => {
    expect(cleanText('Book  a\tdemo\r\ntoday')).toBe('Book a demo today');
    expect(cleanText('\u2003Free\u3000trial\ufeff')).toBe('Free trial');
    expect(cleanText(' No credit card needed ')).toBe('No credit card needed');
  });
});
