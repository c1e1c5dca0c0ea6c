import { describe, expect, it } from 'vitest';
import {
  announcesAudiences,
  asksForUses,
  isAudienceEntry,
  isForHeading,
  isSectorEntry,
  isSolutionEntry,
  isUseCaseAddress,
  isUseCaseIndex,
  namesAudienceFor,
} from './audiences.ts';

const at = (address: string) => new URL(address, 'https://acme.test/');

describe('audiences', () => {
  it('finds a label for a specific audience (en)', () => {
    expect(namesAudienceFor('For marketing teams')).toBe(true);
  });

  it('finds a label for a specific audience (de)', () => {
    expect(namesAudienceFor('Acme für Vereine', ['acme'])).toBe(true);
  });

  it('finds a label for a specific audience (fr)', () => {
    expect(namesAudienceFor('Pour les collectivités')).toBe(true);
  });

  it('finds a label for a specific audience (es)', () => {
    expect(namesAudienceFor('Para equipos de ventas')).toBe(true);
  });

  it('does not take no one in particular, an edition, a stakeholder or a purpose', () => {
    expect(namesAudienceFor('For everyone')).toBe(false);
    expect(namesAudienceFor('Acme for Enterprise', ['acme'])).toBe(false);
    expect(namesAudienceFor('Für Investoren')).toBe(false);
    expect(namesAudienceFor('Pour commencer')).toBe(false);
  });

  it('does not take a tagline or an offer for an audience page', () => {
    expect(namesAudienceFor('Facturas claras para autónomos')).toBe(false);
    expect(namesAudienceFor('Free for students')).toBe(false);
  });

  it('reads audience entries of a list, in four languages', () => {
    expect(isAudienceEntry('Small agencies')).toBe(true);
    expect(isAudienceEntry('Kundenservice')).toBe(true);
    expect(isAudienceEntry('Équipes internes')).toBe(true);
    expect(isAudienceEntry('Agencias pequeñas')).toBe(true);
  });

  it('does not read features as audience entries', () => {
    expect(isAudienceEntry('Sales pipeline')).toBe(false);
    expect(isAudienceEntry('Reporting')).toBe(false);
  });

  it('reads industries and kinds of organisation alone', () => {
    expect(isSectorEntry('Gesundheitswesen')).toBe(true);
    expect(isSectorEntry('Immobilier')).toBe(true);
    expect(isSectorEntry('Why retail margins shrink')).toBe(false);
  });

  it('reads use-case indexes, in four languages', () => {
    expect(isUseCaseIndex("Who it's for")).toBe(true);
    expect(isUseCaseIndex('Anwendungsfälle')).toBe(true);
    expect(isUseCaseIndex("À qui s'adresse Acme ?")).toBe(true);
    expect(isUseCaseIndex('¿Para quién es Acme?')).toBe(true);
  });

  it('reads headings that announce audiences or uses', () => {
    expect(announcesAudiences('Built for every team')).toBe(true);
    expect(announcesAudiences('Pensé pour chaque équipe')).toBe(true);
    expect(asksForUses('What can I monitor with Acme?')).toBe(true);
    expect(asksForUses('Was können Sie mit Acme überwachen?')).toBe(true);
  });

  it('reads for-headings of several use cases, German nouns capitalised', () => {
    expect(isForHeading('Für Podcasts')).toBe(true);
    expect(isForHeading('Für immer kostenlos')).toBe(false);
    expect(isForHeading('Para empezar')).toBe(false);
  });

  it('reads solutions by need', () => {
    expect(isSolutionEntry('Backup solution')).toBe(true);
    expect(isSolutionEntry('Solución nube privada')).toBe(true);
    expect(isSolutionEntry('Solutions')).toBe(false);
  });

  it('reads use-case addresses, and /for/ pages only when they name an audience', () => {
    expect(isUseCaseAddress(at('/de/branchen/handwerk'))).toBe(true);
    expect(isUseCaseAddress(at('/for/hiring-managers'))).toBe(true);
    expect(isUseCaseAddress(at('/for/react'), 'React')).toBe(false);
    expect(isUseCaseAddress(at('/for-bookers'), 'For Bookers')).toBe(true);
  });
});
