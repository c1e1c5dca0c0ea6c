import { describe, expect, it } from 'vitest';
import { isSalesRequest } from './sales-path.ts';

describe('isSalesRequest', () => {
  it('reads a request verb and what a person gives: "Book a demo"', () => {
    expect(isSalesRequest('Book a demo with our product team.')).toBe(true);
  });

  it('reads either order in German: "Persönliche Demo anfordern"', () => {
    expect(isSalesRequest('Persönliche Demo anfordern')).toBe(true);
  });

  it('reads turning to a person: "Parlez à notre équipe commerciale"', () => {
    expect(isSalesRequest('Parlez à notre équipe commerciale de vos volumes.')).toBe(true);
  });

  it('reads a company presenting the product: "Te mostramos Acme en una demo en vivo"', () => {
    expect(isSalesRequest('Te mostramos Acme en una demo en vivo por videollamada.')).toBe(true);
  });

  it('reads an approval: "Join the waitlist", "Testzugang anfordern"', () => {
    expect(isSalesRequest('Join the waitlist.') && isSalesRequest('Testzugang anfordern')).toBe(true);
  });

  it('reads "reach out to us" for what only sales settles: "For custom plans, reach out to us"', () => {
    expect(isSalesRequest('For custom plans, reach out to us.')).toBe(true);
  });

  it('rejects a demo to watch or click through', () => {
    expect(isSalesRequest('Watch the demo video. Try the interactive demo.')).toBe(false);
  });

  it("rejects the product's own bookings for the visitor's clients", () => {
    expect(isSalesRequest('Your clients book meetings with you without the back-and-forth.')).toBe(false);
  });

  it('rejects support and billing contacts', () => {
    expect(isSalesRequest('Contact support if you have trouble. Puedes contactar con nuestro equipo de soporte técnico.')).toBe(false);
  });

  it('rejects requests of another kind: a feature, a password', () => {
    expect(isSalesRequest('Request a feature. Solicita el restablecimiento de tu contraseña.')).toBe(false);
  });

  it('rejects the visitor\'s own sales team: "Call recording for your sales team"', () => {
    expect(isSalesRequest('Call recording for your sales team.')).toBe(false);
  });
});
