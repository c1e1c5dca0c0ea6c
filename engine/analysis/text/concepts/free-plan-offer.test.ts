import { describe, expect, it } from 'vitest';
import { freePlanOffersIn } from './free-plan-offer.ts';

const bases = (text: string) => freePlanOffersIn(text).map((offer) => offer.basis);

describe('freePlanOffersIn', () => {
  it('finds a free plan named as one: "Our free plan includes unlimited projects"', () => {
    expect(bases('Our free plan includes unlimited projects.')).toEqual(['plan']);
  });

  it('finds a plan said to cost nothing: "The Starter plan costs nothing"', () => {
    expect(bases('The Starter plan costs nothing, now or later.')).toEqual(['plan']);
  });

  it('finds free with no end: "Free forever for up to three users"', () => {
    expect(bases('Free forever for up to three users.')).toEqual(['plan']);
  });

  it('finds free for an audience: "Free for individuals"', () => {
    expect(bases('Free for individuals, $8 per user for teams.')).toEqual(['plan']);
  });

  it('finds a free open-source edition to host oneself: "Self-host for free"', () => {
    expect(bases('Self-host for free, or let us run it for you.')).toEqual(['plan']);
  });

  it('reads German compounds: "Bleiben Sie in der Gratisversion"', () => {
    expect(bases('Bleiben Sie so lange Sie wollen in der Gratisversion.')).toEqual(['plan']);
  });

  it('reads French after the noun: "offre gratuite"', () => {
    expect(bases('Notre offre gratuite inclut des projets illimités.')).toEqual(['plan']);
  });

  it('reads Spanish: "Gratis hasta 3 usuarios"', () => {
    expect(bases('Gratis hasta 3 usuarios, planes de pago desde 10 €.')).toEqual(['plan']);
  });

  it('tells a free account apart: "Create a free account"', () => {
    expect(bases('Create a free account')).toEqual(['account']);
  });

  it('rejects a free trial: "Free for the first 30 days"', () => {
    expect(freePlanOffersIn('Free for the first 30 days, then $19 a month.')).toEqual([]);
  });

  it('rejects a free service: "Live chat support is free for all customers"', () => {
    expect(freePlanOffersIn('Live chat support is free for all customers.')).toEqual([]);
  });

  it('rejects a feature of every plan: "in jedem Tarif kostenlos enthalten"', () => {
    expect(freePlanOffersIn('Schulungen sind in jedem Tarif kostenlos enthalten.')).toEqual([]);
  });

  it('rejects other vendors\' plans: "Other tools offer a limited free plan"', () => {
    expect(freePlanOffersIn('Other tools offer a limited free plan, then charge for every feature.')).toEqual([]);
  });

  it('rejects a question and a denial', () => {
    expect(freePlanOffersIn('Is there a free plan? We do not have a free plan.')).toEqual([]);
  });

  it('rejects "free" in another sense: "Worry-free backups", "Feel free to ask"', () => {
    expect(freePlanOffersIn('Worry-free backups. Feel free to ask us anything.')).toEqual([]);
  });

  it('rejects "at no additional cost" said of a service of every plan', () => {
    expect(freePlanOffersIn('Training and phone support are included with every plan at no additional cost.')).toEqual([]);
  });
});
