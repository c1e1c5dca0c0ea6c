import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { useCases } from './use-cases.ts';

describe('use-cases', () => {
  it('finds "For agencies" in the navigation', () => {
    expect(detectOn(useCases, { '/': '<nav><a href="/agencies">For agencies</a></nav>' }).present).toBe(true);
  });

  it('finds a solutions page by its address', () => {
    expect(detectOn(useCases, { '/': '<a href="/solutions/kubernetes">Kubernetes monitoring</a>' }).present).toBe(true);
  });

  it('finds a "Use cases" heading', () => {
    expect(detectOn(useCases, { '/': '<h2>Use cases</h2><p>Support, sales and success teams.</p>' }).present).toBe(true);
  });

  it('does not count a pricing plan called "Team"', () => {
    expect(detectOn(useCases, { '/pricing': '<h3>Team</h3><a href="/signup?plan=team">For teams</a>' }).present).toBe(false);
  });

  it('does not count a features page', () => {
    expect(detectOn(useCases, { '/': '<a href="/features">Features</a><a href="/about">About us</a>' }).present).toBe(false);
  });

  it('reads German: "Für Elektriker"', () => {
    expect(detectOn(useCases, { '/': '<a href="/branchen/elektriker">Für Elektriker</a>' }).present).toBe(true);
  });

  it('reads French: "Cas d\'usage"', () => {
    expect(detectOn(useCases, { '/': '<a href="/cas">Cas d\'usage</a>' }).present).toBe(true);
  });

  it('reads Spanish: "Para agencias"', () => {
    expect(detectOn(useCases, { '/': '<a href="/agencias">Para agencias</a>' }).present).toBe(true);
  });
});
