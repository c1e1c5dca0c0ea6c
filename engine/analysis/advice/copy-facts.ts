import type { AdviceFacts } from './site-facts.ts';
import type { CopyLanguage } from './site-language.ts';

/**
 * What example copy is written with: the site's own name, buttons, trial and price,
 * nothing it did not publish. Where the site has no button of its own the language's
 * plainest wording stands in; where a fact is missing the copy shows a placeholder.
 */
export interface CopyFacts {
  name: string;
  /** The site's button that starts something, else the language's plain "Get started". */
  signup: string;
  /** The site's demo button wording, else the language's plain "Book a demo". */
  demo: string;
  /** The site has a demo or sales button of its own. */
  hasDemo: boolean;
  trial: boolean;
  /** Only when the site states it. */
  trialDays?: number;
  freePlan: boolean;
  /** The lowest published price as the site writes it. */
  startingPrice?: string;
  /** The site shows how many customers or users it has. */
  usageNumbers: boolean;
}

/** The wording used where the site has no button of its own, per language. */
export const PLAIN_BUTTONS: Readonly<Record<CopyLanguage, { signup: string; demo: string }>> = {
  en: { signup: 'Get started', demo: 'Book a demo' },
  de: { signup: 'Jetzt starten', demo: 'Demo vereinbaren' },
  fr: { signup: 'Commencer', demo: 'Réserver une démo' },
  es: { signup: 'Empezar', demo: 'Reservar una demo' },
};

/** A button's words as copy uses them: its own capitalisation, no closing punctuation. */
const asWritten = (text: string) => text.replace(/[\s.!:;,→›»>]+$/u, '');

export function copyFactsOf(facts: AdviceFacts): CopyFacts {
  const plain = PLAIN_BUTTONS[facts.language];
  const startingPrice = facts.startingPrice();
  return {
    name: facts.siteName,
    signup: facts.startCta ? asWritten(facts.startCta.quote) : plain.signup,
    demo: facts.demoCta ? asWritten(facts.demoCta.quote) : plain.demo,
    hasDemo: facts.demoCta !== undefined,
    trial: facts.has('free-trial'),
    ...(facts.trialDays ? { trialDays: facts.trialDays } : {}),
    freePlan: facts.has('freemium'),
    ...(startingPrice ? { startingPrice: startingPrice.quote } : {}),
    usageNumbers: facts.has('usage-numbers'),
  };
}
