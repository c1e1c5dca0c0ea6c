import { describe, expect, it } from 'vitest';
import { fetchedPages } from '../../../test-support/engine/site-from-html.ts';
import { buildPageModel } from './build-page-model.ts';
import { outlineOf, titleAbove } from './outline.ts';

const page = (body: string) => buildPageModel(fetchedPages({ '/': body })[0]!);
const sectionTitled = (body: string, title: string) => outlineOf(page(body)).find((section) => section.title.text === title);

describe('outline', () => {
  it('lists the sub-headings under a heading, up to the next heading of its rank', () => {
    const section = sectionTitled(
      '<main><h2>Who it is for</h2><h3>Agencies</h3><p>A long line of text about agencies.</p><h3>Studios</h3><h2>Pricing</h2><h3>Pro</h3></main>',
      'Who it is for',
    );
    expect(section?.items.map((item) => item.text)).toEqual(['Agencies', 'Studios']);
  });

  it('takes a footer column label that is no heading for a title, with its links', () => {
    const section = sectionTitled(
      '<footer><div><p>Solutions</p><ul><li><a href="/a">Startups</a></li><li><a href="/b">Nonprofits</a></li></ul></div></footer>',
      'Solutions',
    );
    expect(section?.ctas.map((cta) => cta.text)).toEqual(['Startups', 'Nonprofits']);
  });

  it("takes a menu list item that holds no link and has links under it for a dropdown's title", () => {
    const section = sectionTitled(
      '<nav><ul><li>Lösungen<ul><li><a href="/a">Kanzleien</a></li><li><a href="/b">Praxen</a></li></ul></li></ul></nav>',
      'Lösungen',
    );
    expect(section?.ctas.map((cta) => cta.text)).toEqual(['Kanzleien', 'Praxen']);
  });

  it('never takes a link for a title', () => {
    const titles = outlineOf(page('<nav><a href="/solutions">Solutions</a><a href="/a">Agences</a></nav>')).map((section) => section.title.text);
    expect(titles).not.toContain('Solutions');
  });

  it('does not carry a section of the main content into the footer', () => {
    const section = sectionTitled('<main><h2>Casos de uso</h2><p>Texto.</p></main><footer><a href="/x">Aviso legal</a></footer>', 'Casos de uso');
    expect(section?.ctas).toEqual([]);
  });

  it('finds the nearest title above a link', () => {
    const model = page('<main><h2>Ressources</h2><h3>Aide</h3><a href="/aide">Centre d’aide</a></main>');
    const link = model.ctas.find((cta) => cta.href?.endsWith('/aide'))!;
    expect(titleAbove(model, link)?.text).toBe('Aide');
  });
});
