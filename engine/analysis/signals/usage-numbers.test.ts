import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { usageNumbers } from './usage-numbers.ts';

describe('usage-numbers', () => {
  it('finds "Trusted by 10,000+ teams"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Trusted by 10,000+ teams worldwide</p>' }).evidence[0]?.text).toBe('Trusted by 10,000+ teams worldwide');
  });

  it('finds a stat block split over two elements', () => {
    expect(detectOn(usageNumbers, { '/': '<div><div>1,200+</div><div>enterprises protected</div></div>' }).present).toBe(true);
  });

  it('finds "over 2 million users"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Loved by over 2 million users.</p>' }).present).toBe(true);
  });

  it('does not count uptime', () => {
    expect(detectOn(usageNumbers, { '/': '<p>99.99% uptime SLA on the Business plan.</p>' }).present).toBe(false);
  });

  it('does not count a plan limit', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Team plan: up to 50 users. Organisation: unlimited users.</p>' }).present).toBe(false);
  });

  it('does not count user numbers on the pricing page (seat counts)', () => {
    expect(detectOn(usageNumbers, { '/pricing': '<td>500+ users</td>' }).present).toBe(false);
  });

  it('reads German: "Über 3.500 Handwerksbetriebe"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Über 3.500 Handwerksbetriebe arbeiten mit uns</p>' }).present).toBe(true);
  });

  it('reads French: "plus de 2 000 entreprises"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Déjà plus de 2 000 entreprises satisfaites</p>' }).present).toBe(true);
  });

  it('reads Spanish: "más de 5.000 clientes"', () => {
    expect(detectOn(usageNumbers, { '/': '<p>Con más de 5.000 clientes en España</p>' }).present).toBe(true);
  });
});
