import { describe, expect, it } from 'vitest';
import { distinctLogos, isLogoStripImage, looksLikeLogos } from './logo-shapes.ts';
import type { LogoGroup } from './page-model.ts';

function group(overrides: Partial<LogoGroup>): LogoGroup {
  return {
    count: 4,
    labels: [],
    paths: [],
    context: '',
    before: [],
    inside: '',
    names: '',
    inlineSvgs: 0,
    region: 'main',
    linkHosts: [],
    distinct: 4,
    links: [],
    ...overrides,
  };
}

describe('logo shapes', () => {
  it.each([
    ['Customer logos', ''],
    ['', 'kundenlogos.png'],
    ['Logos de nos clients', ''],
    ['', 'franja-logotipos.webp'],
    ['', 'logo-strip.png'],
  ])('takes alt "%s" / file "%s" for a strip image', (alt, file) => {
    expect(isLogoStripImage(alt, file)).toBe(true);
  });

  it('does not take one logo for a strip', () => {
    expect(isLogoStripImage('Acme', 'acme-logo.svg')).toBe(false);
  });

  it('counts a marquee track once', () => {
    const track = [{ path: '/l/a.svg', label: 'A' }, { path: '/l/b.svg', label: 'B' }, { label: 'C' }];
    expect(distinctLogos([...track, ...track])).toBe(3);
  });

  it('sees logos by their names, folders or wordmarks', () => {
    expect(looksLikeLogos(group({ labels: ['A logo', 'B logo', 'C', 'D'] }))).toBe(true);
    expect(looksLikeLogos(group({ paths: ['/logos/a.svg', '/logos/b.svg', '/logos/c.svg', '/logos/d.svg'] }))).toBe(true);
    expect(looksLikeLogos(group({ labels: ['A', 'B', 'C', 'D'], inlineSvgs: 4 }))).toBe(true);
    expect(looksLikeLogos(group({ names: 'logo-cloud' }))).toBe(true);
  });

  it('does not see logos in photos or unnamed images', () => {
    expect(looksLikeLogos(group({ labels: ['Ana', 'Tom', 'Ida', 'Sam'], paths: ['/team/ana.jpg', '/team/tom.jpg', '/team/ida.jpg', '/team/sam.jpg'] }))).toBe(
      false,
    );
    expect(looksLikeLogos(group({ labels: ['English', 'Deutsch'], paths: ['/flags/en.svg', '/flags/de.svg', '/flags/fr.svg', '/flags/es.svg'] }))).toBe(false);
  });
});
