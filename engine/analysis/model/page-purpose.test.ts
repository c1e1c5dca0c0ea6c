import { describe, expect, it } from 'vitest';
import { siteOf } from '../../../test-support/engine/site-from-html.ts';
import { isSalesOnlyPage, pagePurpose } from './page-purpose.ts';

const page = (html: string) => siteOf({ '/x': html }).readable[0]!;

describe('page purpose', () => {
  it('sees an account form with a password', () => {
    expect(
      pagePurpose(page('<form><input type="email" name="email"><input type="password" name="pw"><button>Continue</button></form>')).signupForm,
    ).toBeDefined();
  });

  it('sees an email-only form that starts a trial', () => {
    expect(pagePurpose(page('<form><input type="email" name="email"><button>Start free trial</button></form>')).signupForm).toBeDefined();
  });

  it('does not take a login form for a signup form', () => {
    expect(
      pagePurpose(page('<form><input type="email" name="email"><input type="password" name="pw"><button>Log in</button></form>')).signupForm,
    ).toBeUndefined();
  });

  it('does not take a newsletter form for either', () => {
    const purpose = pagePurpose(page('<form><input type="email" name="email"><button>Subscribe</button></form>'));
    expect([purpose.signupForm, purpose.salesForm]).toEqual([undefined, undefined]);
  });

  it('sees a call-back form: phone and company, no password', () => {
    expect(isSalesOnlyPage(page('<form><input name="name"><input name="company"><input type="tel" name="phone"><button>Submit</button></form>'))).toBe(true);
  });

  it('sees a demo request by its button', () => {
    expect(isSalesOnlyPage(page('<form><input type="email" name="email"><button>Request a demo</button></form>'))).toBe(true);
  });

  it('sees a promise to call back in German', () => {
    expect(pagePurpose(page('<p>Wir melden uns innerhalb eines Werktags.</p><form><input name="email"><button>Absenden</button></form>')).callbackPromise).toBe(
      true,
    );
  });
});
