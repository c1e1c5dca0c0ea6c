import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { templates } from './templates.ts';

describe('templates', () => {
  it('finds a "Templates" navigation link', () => {
    expect(detectOn(templates, { '/': '<nav><a href="/templates">Templates</a></nav>' }).evidence[0]?.text).toBe('"Templates" -> https://acme.test/templates');
  });

  it('finds "50+ invoice templates" in copy', () => {
    expect(detectOn(templates, { '/': '<h3>50+ invoice templates</h3>' }).present).toBe(true);
  });

  it('does not read CMS theme paths in the markup', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/wp-content/themes/astra/templates/css/main.css"><script src="/wp-content/plugins/x/templates/t.js"></script></head><body><p>Monitoring</p></body></html>';
    expect(detectOn(templates, { '/': html }).present).toBe(false);
  });

  it('does not count a lone mention of "template" in a sentence', () => {
    expect(detectOn(templates, { '/': '<p>Our emails follow a simple template: what broke, why, what we did.</p>' }).present).toBe(false);
  });

  it('reads German: "über 100 Vorlagen"', () => {
    expect(detectOn(templates, { '/': '<p>Starten Sie mit über 100 Vorlagen.</p>' }).present).toBe(true);
  });

  it('reads French: "bibliothèque de modèles"', () => {
    expect(detectOn(templates, { '/': "<p>Une bibliothèque de modèles prêts à l'emploi.</p>" }).present).toBe(true);
  });

  it('does not take Spanish "plantilla" (staff) for templates', () => {
    expect(detectOn(templates, { '/': '<p>Gestiona la plantilla de tu equipo.</p>' }).present).toBe(false);
  });

  it('finds starters offered as templates: "30 starters to begin from"', () => {
    expect(detectOn(templates, { '/': '<h3>30 starters to begin from</h3><p>Pick a ready-made starter for an API reference.</p>' }).present).toBe(true);
  });

  it('does not count a "Starter" plan', () => {
    expect(detectOn(templates, { '/pricing': '<h2>Starter</h2><p>For 3 users.</p>' }).present).toBe(false);
  });

  it('rejects German: "Vorlage" in a sentence about a document to bring', () => {
    expect(detectOn(templates, { '/': '<p>Bringen Sie zur Beratung eine Vorlage Ihrer letzten Steuererklärung mit.</p>' }).present).toBe(false);
  });

  it('rejects French: "modèle" as the business model', () => {
    expect(detectOn(templates, { '/': '<p>Un modèle économique simple : un prix fixe par mois.</p>' }).present).toBe(false);
  });

  it('reads Spanish: "más de 200 plantillas de facturas"', () => {
    expect(detectOn(templates, { '/': '<p>Empieza con más de 200 plantillas de facturas.</p>' }).present).toBe(true);
  });

  it('finds ready examples to start from, and templates to choose from, in four languages', () => {
    for (const offer of [
      '<h2>Open an example project</h2><p>Start from one of our example workspaces for Go, Rust or Python.</p>',
      '<p>Begin with one of our ready-made workflows and adapt it.</p>',
      '<nav><a href="/blueprints">Solution blueprints</a></nav>',
      '<p>Wählen Sie aus bewährten Vorlagen oder erstellen Sie Ihr eigenes Formular.</p>',
      '<p>Choisissez parmi nos modèles de questionnaires.</p>',
      '<p>Elige entre nuestras plantillas de contrato.</p>',
    ]) {
      expect(detectOn(templates, { '/': offer }).present, offer).toBe(true);
    }
  });

  it('does not count examples that are not offered to start from', () => {
    for (const text of [
      '<p>For example, teams use it for onboarding.</p>',
      '<p>See how our customers use it: three example stories.</p>',
      '<p>Pre-built integrations with 40 tools.</p>',
    ]) {
      expect(detectOn(templates, { '/': text }).present, text).toBe(false);
    }
  });
});
