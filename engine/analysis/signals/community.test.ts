import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { community } from './community.ts';

describe('community', () => {
  it('finds a Discord invite', () => {
    expect(detectOn(community, { '/': '<a href="https://discord.gg/acme">Chat with us</a>' }).evidence[0]?.text).toBe('Discord link: discord.gg');
  });

  it('finds a "Community" forum link', () => {
    expect(detectOn(community, { '/': '<a href="https://community.acme.test/">Forum</a>' }).present).toBe(true);
  });

  it('finds an invitation to a Slack community in copy', () => {
    expect(detectOn(community, { '/': '<p>Join our Slack community of 4,000 founders.</p>' }).present).toBe(true);
  });

  it('does not count a Slack integration', () => {
    expect(detectOn(community, { '/': '<p>Send alerts to Slack and open incidents in PagerDuty.</p><a href="/integrations/slack">Slack</a>' }).present).toBe(
      false,
    );
  });

  it('does not count "giving back to the community"', () => {
    expect(detectOn(community, { '/': '<p>We donate 1% to the open-source community we build on.</p>' }).present).toBe(false);
  });

  it('reads French: "Rejoignez notre communauté"', () => {
    expect(detectOn(community, { '/': '<p>Rejoignez notre communauté de praticiens.</p>' }).present).toBe(true);
  });

  it('reads Spanish: "Únete a nuestra comunidad"', () => {
    expect(detectOn(community, { '/': '<p>Únete a nuestra comunidad de autónomos.</p>' }).present).toBe(true);
  });

  it('finds community support on GitHub Discussions', () => {
    expect(detectOn(community, { '/pricing': '<li>Support is provided by the community on GitHub Discussions</li>' }).present).toBe(true);
  });

  it('does not count a "#" placeholder, a mislabelled social icon, or another organisation\'s community site', () => {
    for (const body of [
      '<footer><a href="#">Community</a></footer>',
      '<footer><a href="https://www.linkedin.com/company/acme" aria-label="Discord"><svg></svg></a></footer>',
      '<p>We sponsor the <a href="https://example-framework-community.org/">Example Framework Community Association</a>.</p>',
    ]) {
      expect(detectOn(community, { '/': body }).present, body).toBe(false);
    }
  });

  it('does not count a newsletter form that calls its readers a community, in four languages', () => {
    for (const body of [
      '<form><p>Product news in your inbox. Join our community of makers.</p><button>Subscribe</button></form>',
      "<p>Recevez notre newsletter. Rejoignez notre communauté de développeurs. S'abonner</p>",
    ]) {
      expect(detectOn(community, { '/': body }).present, body).toBe(false);
    }
  });
});
