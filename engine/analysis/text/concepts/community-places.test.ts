import { describe, expect, it } from 'vitest';
import { communityMentionIn, isCommunityAddress, isCommunityLabel } from './community-places.ts';

const mentions = (text: string) => communityMentionIn(text) !== undefined;

describe('community-places', () => {
  it('finds a place named as one (en)', () => {
    expect(communityMentionIn('Have a question? The community forum answers fast.')?.text).toBe('community forum');
  });

  it('finds a place named as one (de)', () => {
    expect(mentions('Im Anwenderforum helfen sich Steuerberater gegenseitig.')).toBe(true);
  });

  it('finds an invitation into the community (fr)', () => {
    expect(mentions('Rejoignez notre communauté de praticiens.')).toBe(true);
  });

  it('finds an invitation into the community (es)', () => {
    expect(mentions('Únete a nuestra comunidad de autónomos.')).toBe(true);
  });

  it('finds a platform the site invites to', () => {
    expect(mentions('Hang out with 20,000 developers in the Acme Slack.')).toBe(true);
  });

  it('does not take an integration, in four languages', () => {
    expect(mentions('Send alerts to any Slack channel with our Slack integration.')).toBe(false);
    expect(mentions('Poste Updates automatisch auf deinem Discord-Server.')).toBe(false);
    expect(mentions("Envoyez des alertes grâce à l'intégration Slack.")).toBe(false);
    expect(mentions('Publica novedades en tu servidor de Discord.')).toBe(false);
  });

  it('does not take an edition, software or a place sense', () => {
    expect(mentions('Create private spaces for your members with our community software.')).toBe(false);
    expect(mentions('La communauté de communes gère ses marchés avec Acme.')).toBe(false);
    expect(mentions('Disponible en cada comunidad autónoma.')).toBe(false);
  });

  it("does not take a marketplace's panel or an English attributive noun", () => {
    expect(mentions('Participants are recruited from our global community of testers.')).toBe(false);
    expect(mentions('Join the beta and shape the future of community space booking.')).toBe(false);
  });

  it('does not take meetups a product sells', () => {
    expect(mentions('Banking summits, fintech conferences and investor meetups.')).toBe(false);
  });

  it('reads community labels, with a count or not', () => {
    expect(isCommunityLabel('Community')).toBe(true);
    expect(isCommunityLabel('Community (20k+)')).toBe(true);
    expect(isCommunityLabel('Communauté Slack')).toBe(true);
    expect(isCommunityLabel('Community Guidelines')).toBe(false);
  });

  it('reads community addresses', () => {
    expect(isCommunityAddress(new URL('https://forum.acme.test/'))).toBe(true);
    expect(isCommunityAddress(new URL('https://github.com/acme/acme/discussions'))).toBe(true);
    expect(isCommunityAddress(new URL('https://acmelabs.io/discord'))).toBe(true);
    expect(isCommunityAddress(new URL('https://acme.test/legal/community-guidelines'))).toBe(false);
  });
});
