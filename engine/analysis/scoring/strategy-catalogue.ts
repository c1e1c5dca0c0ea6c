import type { SignalId } from '../../contract/signals.ts';
import type { CopyFacts } from '../advice/copy-facts.ts';
import { buttonAt, pagesReadPhrase, type Finding } from '../advice/findings.ts';
import type { AdviceFacts } from '../advice/site-facts.ts';
import type { CopyLanguage } from '../advice/site-language.ts';

/** A text that may name the site's own pages and buttons. */
export type SiteText = string | ((facts: AdviceFacts) => string);
/** A step, or nothing when it would ask for what the site already has. */
export type Step = string | ((facts: AdviceFacts) => string | undefined);
/** Example copy in each language the site may be written in. */
export type LocalisedCopy = Readonly<Record<CopyLanguage, (copy: CopyFacts) => string>>;

export interface StrategyEntry {
  id: string;
  title: SiteText;
  effort: string;
  estimatedTime: string;
  description: SiteText;
  /**
   * Signal ids (or the group 'free-start') whose shortfall calls for this strategy, the
   * most telling first (its finding becomes the basis); empty means it always applies,
   * at the lowest priority.
   */
  triggers: ReadonlyArray<SignalId | 'free-start'>;
  /** Signals that must be present for the advice to make sense (no signup form, no signup-form advice). */
  requires?: readonly SignalId[];
  /** Whether the advice fits this site at all, beyond `requires`. */
  appliesWhen?: (facts: AdviceFacts) => boolean;
  steps: readonly Step[];
  exampleCopy?: LocalisedCopy;
  /** The basis of advice that no missing signal calls for. */
  basis?: (facts: AdviceFacts) => Finding;
}

/** `“Get started” on /pricing`, or a plain phrase when the site has no such button of its own. */
const signupButton = (facts: AdviceFacts, otherwise = 'each signup button') => (facts.signupCta ? buttonAt(facts.signupCta, facts) : otherwise);
const startButton = (facts: AdviceFacts) => (facts.startCta ? buttonAt(facts.startCta, facts) : 'each signup button');
/** "the free 14-day trial, " and the like: the offer the site makes, in the copy's language. */
const offer = (c: CopyFacts, words: { days: (days: number) => string; trial: string; freePlan: string }) =>
  c.trial ? (c.trialDays ? words.days(c.trialDays) : words.trial) : c.freePlan ? words.freePlan : '';

/** The strategy catalogue, in tie-break order. Selection and ranking happen in strategies.ts. */
export const STRATEGY_CATALOGUE: readonly StrategyEntry[] = [
  {
    id: 'self-serve-path',
    title: (f) => (f.has('demo-request') ? 'Open a self-serve path beside the demo' : 'Let visitors start on their own'),
    effort: 'High',
    estimatedTime: '4-6 weeks',
    description: (f) =>
      f.has('demo-request')
        ? 'Let visitors who are ready today create an account on their own, and keep the demo for buyers who want a conversation.'
        : 'Let visitors who are ready today create an account on their own, without waiting for anyone.',
    steps: [
      'Build a signup form that asks for an email and a password only',
      (f) =>
        f.demoCta
          ? `Put a signup button beside ${buttonAt(f.demoCta, f)}, and in the header of every page`
          : 'Put a signup button in the header of every page and under the home page headline',
      (f) =>
        f.has('templates')
          ? 'Start new accounts from one of your templates so the product is not empty on first login'
          : 'Give new accounts sample data so the product is not empty on first login',
      (f) => (f.has('demo-request') ? 'Route large accounts to sales after signup instead of before it' : undefined),
    ],
    triggers: ['demo-only', 'self-serve-signup'],
    exampleCopy: {
      en: (c) => `Start with ${c.name} on your own today.${c.hasDemo ? ` Rather talk first? ${c.demo}.` : ''}`,
      de: (c) => `Starten Sie noch heute selbst mit ${c.name}.${c.hasDemo ? ` Sie möchten lieber zuerst sprechen? ${c.demo}.` : ''}`,
      fr: (c) => `Commencez dès aujourd'hui avec ${c.name}, en toute autonomie.${c.hasDemo ? ` Vous préférez d'abord en parler ? ${c.demo}.` : ''}`,
      es: (c) => `Empieza hoy mismo con ${c.name} por tu cuenta.${c.hasDemo ? ` ¿Prefieres hablar antes? ${c.demo}.` : ''}`,
    },
  },
  {
    id: 'free-start',
    title: 'Let visitors start for free',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Offer a free trial or a free plan so visitors can see the product do their job before they pay.',
    steps: [
      'Choose between a free trial, for a product that pays off within weeks, and a free plan, for one that grows with use',
      'Decide what the free start includes and where its limits are',
      (f) =>
        f.signupCta ? `Make ${buttonAt(f.signupCta, f)} start the free version` : 'Put a free-start button in the header and under the home page headline',
      'Remind free users, before a limit or the end of the free period, of the next step',
    ],
    triggers: ['free-start'],
    exampleCopy: {
      // The button is the new free start, not the site's current one (which may be "Buy now").
      en: (c) => `Start with ${c.name} for free: [what the free start includes]. Start for free.`,
      de: (c) => `Starten Sie kostenlos mit ${c.name}: [was der kostenlose Einstieg umfasst]. Kostenlos starten.`,
      fr: (c) => `Commencez gratuitement avec ${c.name} : [ce que comprend l'offre gratuite]. Commencer gratuitement.`,
      es: (c) => `Empieza gratis con ${c.name}: [lo que incluye el acceso gratuito]. Empezar gratis.`,
    },
  },
  {
    id: 'remove-credit-card',
    title: (f) => (f.has('credit-card-required') ? 'Take the credit card out of signup' : 'Say beside the signup button whether a card is needed'),
    effort: 'Low',
    estimatedTime: '1 week',
    description: (f) =>
      f.has('credit-card-required')
        ? 'Ask for payment details once the product has shown its value, not before, and say so next to every signup button.'
        : 'Visitors who fear a surprise charge stop at the signup button; one line beside it answers the question before they ask it.',
    steps: [
      (f) => {
        const [card] = f.quotesOf('credit-card-required');
        if (!f.has('credit-card-required')) return `Under ${startButton(f)}, say in one line whether a card is needed`;
        return card ? `Remove the card requirement stated on ${f.label(card.url)} from signup` : 'Remove the card fields from the signup form';
      },
      (f) =>
        f.has('credit-card-required')
          ? `Ask for payment details in the product when ${f.has('free-trial') ? 'the trial is about to end' : 'a user reaches a paid feature'}`
          : 'If none is needed, write “No credit card required”; if one is, say when it is charged and how to cancel',
      (f) => {
        if (!f.has('credit-card-required')) return `Repeat the line on ${f.signupPage ? f.label(f.signupPage) : 'the signup page'}`;
        return f.has('no-credit-card') ? undefined : `Say “No credit card required” beside ${startButton(f)}`;
      },
    ],
    triggers: ['credit-card-required', 'no-credit-card'],
    requires: ['self-serve-signup'],
    // "No credit card required" means something beside a free start; a site that sells at checkout takes a card.
    appliesWhen: (f) => f.has('credit-card-required') || f.has('free-trial') || f.has('freemium'),
    exampleCopy: {
      en: (c) =>
        `${c.signup}: ${offer(c, { days: (days) => `your free ${days}-day trial, `, trial: 'your free trial, ', freePlan: 'the free plan, ' })}no credit card required.`,
      de: (c) =>
        `${c.signup}: ${offer(c, { days: (days) => `Ihre kostenlose ${days}-tägige Testphase, `, trial: 'Ihre kostenlose Testphase, ', freePlan: 'der kostenlose Tarif, ' })}und Sie brauchen keine Kreditkarte.`,
      fr: (c) =>
        `${c.signup} : ${offer(c, { days: (days) => `votre essai gratuit de ${days} jours, `, trial: 'votre essai gratuit, ', freePlan: "l'offre gratuite, " })}sans carte bancaire.`,
      es: (c) =>
        `${c.signup}: ${offer(c, { days: (days) => `tu prueba gratuita de ${days} días, `, trial: 'tu prueba gratuita, ', freePlan: 'el plan gratuito, ' })}sin tarjeta de crédito.`,
    },
  },
  {
    id: 'interactive-product-tour',
    title: 'Add an interactive product tour',
    effort: 'Medium',
    estimatedTime: '1-2 weeks',
    description: 'Let visitors click through the product before they sign up, so they see the value without any commitment.',
    steps: [
      'Record the core workflow with an interactive demo tool',
      'Cut it to the few screens that show the main result',
      (f) => (f.pricingPage ? `Embed the tour on the home page and on ${f.label(f.pricingPage)}` : 'Embed the tour on the home page, under the headline'),
      (f) => (f.signupCta ? `End the tour with ${buttonAt(f.signupCta, f)}` : 'End the tour with the next step you want visitors to take'),
    ],
    triggers: ['interactive-demo'],
    exampleCopy: {
      en: (c) => `Take the ${c.name} tour and see it work, with no signup needed.`,
      de: (c) => `Entdecken Sie ${c.name} in einer interaktiven Tour – ganz ohne Anmeldung.`,
      fr: (c) => `Découvrez ${c.name} avec une visite interactive, sans inscription.`,
      es: (c) => `Descubre ${c.name} con un recorrido interactivo, sin registrarte.`,
    },
  },
  {
    id: 'product-video',
    title: 'Show the product in a short video',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'A short video of the product doing the job answers "what does it look like?" for visitors who will not read.',
    steps: [
      'Script the video around one customer job, start to finish',
      'Record the real product, not illustrations',
      'Embed it above the fold on the home page',
    ],
    triggers: ['product-video'],
    exampleCopy: {
      en: (c) => `Watch how ${c.name} does the job, from start to finish.`,
      de: (c) => `Sehen Sie, wie ${c.name} die Arbeit erledigt – von Anfang bis Ende.`,
      fr: (c) => `Regardez ${c.name} à l'œuvre, du début à la fin.`,
      es: (c) => `Mira cómo ${c.name} hace el trabajo, de principio a fin.`,
    },
  },
  {
    id: 'onboarding-checklist',
    title: 'Guide new users with an in-app checklist',
    effort: 'Medium',
    estimatedTime: '2-4 weeks',
    description: 'Show every new account the few steps to its first success, and tick them off as the user goes.',
    steps: [
      'Define the activation moment: the action that predicts a user stays',
      'List the few steps that lead to it',
      'Show them as a checklist on first login, with a short walkthrough for each step',
      'Email users who stop half-way',
    ],
    triggers: ['onboarding-tool'],
    exampleCopy: {
      en: (c) => `Welcome to ${c.name}! Here is your first step towards [your first result].`,
      de: (c) => `Willkommen bei ${c.name}! Hier ist Ihr erster Schritt zu [Ihrem ersten Ergebnis].`,
      fr: (c) => `Bienvenue sur ${c.name} ! Voici votre première étape vers [votre premier résultat].`,
      es: (c) => `¡Te damos la bienvenida a ${c.name}! Este es tu primer paso hacia [tu primer resultado].`,
    },
  },
  {
    id: 'starter-templates',
    title: 'Start new users from templates',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Ready-made templates replace the blank first screen with something that already works.',
    steps: [
      'Collect the set-ups your best customers use most',
      'Turn them into templates new users can pick at signup',
      'Show the template gallery on the website as well',
    ],
    triggers: ['templates'],
    exampleCopy: {
      en: (c) => `Pick a ready-made ${c.name} template and start from there, not from a blank page.`,
      de: (c) => `Wählen Sie eine fertige Vorlage und starten Sie mit ${c.name} nicht bei null.`,
      fr: (c) => `Choisissez un modèle prêt à l'emploi et démarrez sur ${c.name} sans partir de zéro.`,
      es: (c) => `Elige una plantilla lista para usar y empieza con ${c.name} sin partir de cero.`,
    },
  },
  {
    id: 'publish-pricing',
    title: (f) =>
      f.pricingPage || f.has('pricing-page')
        ? 'Put the prices on your pricing page'
        : f.has('transparent-pricing')
          ? 'Give your prices a pricing page'
          : 'Publish your prices',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Put plans and prices where visitors look for them, so they can judge the fit without a call.',
    steps: [
      (f) => {
        if (f.pricingPage) return `On ${f.label(f.pricingPage)}, show each plan's price beside its name`;
        // A pricing page the analysis saw but did not read as one (a pricing section, a link to it) is still the site's: never ask for another.
        if (f.has('pricing-page')) return "On your pricing page, show each plan's price beside its name";
        const [shown] = f.evidenceOf('transparent-pricing');
        return shown
          ? `Gather the prices now on ${f.label(shown.page)} on one pricing page, linked from the main navigation`
          : 'Add a pricing page, linked from the main navigation, with two or three plans and their prices';
      },
      'Name who each plan is for',
      (f) => (f.demoCta ? `Keep ${buttonAt(f.demoCta, f)} for the largest plan only` : 'Keep “Contact us” for the largest plan only'),
      'Answer billing questions in a short FAQ below the plans',
    ],
    triggers: ['transparent-pricing', 'pricing-page'],
    exampleCopy: {
      en: (c) => `${c.name} plans start at ${c.startingPrice ?? '[your price]'}. ${c.signup}.`,
      de: (c) => `Die Tarife von ${c.name} beginnen bei ${c.startingPrice ?? '[Ihr Preis]'}. ${c.signup}.`,
      fr: (c) => `Les offres ${c.name} commencent à ${c.startingPrice ?? '[votre prix]'}. ${c.signup}.`,
      es: (c) => `Los planes de ${c.name} empiezan en ${c.startingPrice ?? '[tu precio]'}. ${c.signup}.`,
    },
  },
  {
    id: 'social-proof',
    title: (f) => (f.has('customer-logos') ? 'Put customer proof beside your logos and buttons' : 'Put customer proof next to every call to action'),
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Logos, short quotes, ratings and customer numbers tell visitors that people like them already succeed with the product.',
    steps: [
      (f) => {
        if (f.has('testimonials')) return undefined;
        return f.logoWall
          ? `Ask customers whose logos are on ${f.label(f.logoWall.url)} for a one-sentence quote with name and role, and show it beside the logos`
          : 'Ask a few happy customers for a one-sentence quote with name and role';
      },
      (f) => (f.has('customer-logos') ? undefined : 'Show a row of customer logos under the hero, with their permission'),
      (f) => {
        const missing = [f.has('review-badges') ? '' : 'your review-site ratings', f.has('usage-numbers') ? '' : 'your customer count'].filter(Boolean);
        return missing.length > 0 ? `Add ${missing.join(' and ')} near ${signupButton(f, 'the main call to action')}` : undefined;
      },
    ],
    triggers: ['testimonials', 'customer-logos', 'usage-numbers', 'review-badges'],
    exampleCopy: {
      en: (c) => `Join ${c.usageNumbers ? 'the' : '[number of customers]'} teams who already rely on ${c.name}. ${c.signup}.`,
      de: (c) => `Schließen Sie sich ${c.usageNumbers ? 'den' : '[Anzahl Kunden]'} Teams an, die bereits auf ${c.name} setzen. ${c.signup}.`,
      fr: (c) => `Rejoignez ${c.usageNumbers ? 'les' : '[nombre de clients]'} équipes qui font déjà confiance à ${c.name}. ${c.signup}.`,
      es: (c) => `Únete a ${c.usageNumbers ? 'los' : '[número de clientes]'} equipos que ya confían en ${c.name}. ${c.signup}.`,
    },
  },
  {
    id: 'one-click-signup',
    title: 'Add one-click sign-up with Google and Microsoft',
    effort: 'Low',
    estimatedTime: '3-5 days',
    description: 'Social sign-up removes the password step, the commonest place a signup form is abandoned.',
    steps: [
      (f) => `Add “Continue with Google” and “Continue with Microsoft” to the signup form${f.signupPage ? ` on ${f.label(f.signupPage)}` : ''}`,
      'Keep email sign-up as the third option',
      'Pre-fill the name and company from the identity provider',
    ],
    triggers: ['sso-signup'],
    requires: ['self-serve-signup'],
    exampleCopy: {
      en: (c) => `Continue with Google and start with ${c.name} without another password.`,
      de: (c) => `Mit Google fortfahren und ${c.name} ohne neues Passwort nutzen.`,
      fr: (c) => `Continuer avec Google et utiliser ${c.name} sans nouveau mot de passe.`,
      es: (c) => `Continuar con Google y usar ${c.name} sin otra contraseña.`,
    },
  },
  {
    id: 'time-to-value',
    title: 'Promise and deliver a first result in minutes',
    effort: 'Medium',
    estimatedTime: '2-3 weeks',
    description: 'Measure how long a new user takes to the first result, shorten it, and then say it on the website.',
    steps: [
      'Time a few new users from signup to their first result',
      'Remove or postpone every step that is not needed for it',
      'State the time on the home page once it is true',
    ],
    triggers: ['time-to-value'],
    exampleCopy: {
      en: (c) => `Set up ${c.name} in [time to first result] and see your first result the same day.`,
      de: (c) => `Richten Sie ${c.name} in [Zeit bis zum ersten Ergebnis] ein und sehen Sie noch am selben Tag Ihr erstes Ergebnis.`,
      fr: (c) => `Configurez ${c.name} en [temps jusqu'au premier résultat] et voyez votre premier résultat le jour même.`,
      es: (c) => `Configura ${c.name} en [tiempo hasta el primer resultado] y ve tu primer resultado el mismo día.`,
    },
  },
  {
    id: 'use-case-pages',
    title: 'Write pages by role and use case',
    effort: 'Medium',
    estimatedTime: '3-4 weeks',
    description: 'Visitors look for their own situation; a page per role or use case shows them the product in their words.',
    steps: [
      'Pick the roles or use cases that bring most customers',
      'Write one page each: their problem, the workflow, and the result',
      'Link them from the main navigation',
    ],
    triggers: ['use-cases'],
    exampleCopy: {
      en: (c) => `${c.name} for [role]: [the job they get done with it]. ${c.signup}.`,
      de: (c) => `${c.name} für [Rolle]: [die Aufgabe, die sie damit erledigen]. ${c.signup}.`,
      fr: (c) => `${c.name} pour [métier] : [la tâche qu'ils accomplissent avec]. ${c.signup}.`,
      es: (c) => `${c.name} para [rol]: [la tarea que resuelven con él]. ${c.signup}.`,
    },
  },
  {
    id: 'help-centre',
    title: 'Build a self-serve help centre',
    effort: 'Medium',
    estimatedTime: '3-4 weeks',
    description: 'Answers users can find alone keep them moving when they get stuck in the first days.',
    steps: [
      'Write a getting-started guide for the first session',
      'Turn the most common support questions into articles',
      'Link the help centre from the product and the website footer',
    ],
    triggers: ['help-center'],
    exampleCopy: {
      en: (c) => `New to ${c.name}? Start with the getting-started guide.`,
      de: (c) => `Neu bei ${c.name}? Beginnen Sie mit der Anleitung für den Einstieg.`,
      fr: (c) => `Vous découvrez ${c.name} ? Commencez par le guide de démarrage.`,
      es: (c) => `¿Es tu primera vez con ${c.name}? Empieza por la guía de inicio.`,
    },
  },
  {
    id: 'live-chat',
    title: 'Answer evaluation questions with live chat',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'A chat on the pricing and signup pages catches the question that would otherwise end the visit.',
    steps: [
      (f) => {
        const pages = [f.pricingPage, f.signupPage].filter((url): url is string => url !== undefined).map(f.label);
        return `Add a chat widget to ${pages.length > 0 ? pages.join(' and ') : 'the pricing and signup pages'}`;
      },
      "Staff it during your visitors' business hours",
      (f) => (f.has('help-center') ? 'Turn repeated questions into help articles' : 'Write down repeated questions: they are the first help articles'),
    ],
    triggers: ['live-chat'],
    exampleCopy: {
      en: (c) => `Questions about ${c.name}? Chat with us.`,
      de: (c) => `Fragen zu ${c.name}? Schreiben Sie uns im Chat.`,
      fr: (c) => `Des questions sur ${c.name} ? Écrivez-nous dans le chat.`,
      es: (c) => `¿Preguntas sobre ${c.name}? Escríbenos por el chat.`,
    },
  },
  {
    id: 'activation-analytics',
    title: 'Measure activation with product analytics',
    effort: 'Medium',
    estimatedTime: '2 weeks',
    description: 'Track each onboarding step in the product so you can see where new users drop off and fix that step first.',
    steps: [
      'Add a product-analytics tool to the app',
      'Track signup, each onboarding step and the activation moment',
      'Review the funnel weekly and fix the biggest drop first',
    ],
    triggers: ['product-analytics'],
  },
  {
    id: 'risk-reversal',
    title: 'Take the risk off the first purchase',
    effort: 'Low',
    estimatedTime: '2-3 days',
    description: 'A guarantee or a cancel-anytime promise makes the first payment an easy decision.',
    steps: [
      'Offer monthly plans that can be cancelled at any time',
      'Add a money-back guarantee to paid plans',
      (f) => `Say both next to the prices${f.pricingPage ? ` on ${f.label(f.pricingPage)}` : ''}`,
    ],
    triggers: ['risk-reversal'],
    exampleCopy: {
      en: (c) => `Cancel anytime. If ${c.name} is not for you, get your money back within [guarantee period].`,
      de: (c) => `Jederzeit kündbar. Wenn ${c.name} nicht zu Ihnen passt, erhalten Sie Ihr Geld innerhalb von [Garantiezeitraum] zurück.`,
      fr: (c) => `Résiliable à tout moment. Si ${c.name} ne vous convient pas, vous êtes remboursé sous [durée de la garantie].`,
      es: (c) => `Cancela cuando quieras. Si ${c.name} no es para ti, te devolvemos tu dinero en [plazo de la garantía].`,
    },
  },
  {
    id: 'security-page',
    title: 'Publish a security and compliance page',
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Buyers with a security review need to find your certifications and data handling without asking.',
    steps: [
      'List certifications, hosting region and data-processing terms',
      (f) => `Link the page from the footer${f.pricingPage ? ` and from ${f.label(f.pricingPage)}` : ''}`,
    ],
    triggers: ['security-compliance'],
    exampleCopy: {
      en: (c) => `How ${c.name} protects your data: [where it is hosted], [certifications you hold], [data-processing terms].`,
      de: (c) => `So schützt ${c.name} Ihre Daten: [Hosting-Standort], [Zertifizierungen], [Vertrag zur Auftragsverarbeitung].`,
      fr: (c) => `Comment ${c.name} protège vos données : [lieu d'hébergement], [certifications], [conditions de traitement des données].`,
      es: (c) => `Cómo protege ${c.name} tus datos: [dónde se alojan], [certificaciones], [condiciones de tratamiento de datos].`,
    },
  },
  {
    id: 'user-community',
    title: 'Start a user community',
    effort: 'Medium',
    estimatedTime: 'Ongoing',
    description: 'A place where users help each other spreads good practice and makes the product feel alive.',
    steps: ['Open a forum or a Slack/Discord group', 'Invite your most active users first', 'Share one tip or template there every week'],
    triggers: ['community'],
    exampleCopy: {
      en: (c) => `Join other ${c.name} users in our community and swap set-ups that work.`,
      de: (c) => `Tauschen Sie sich in unserer Community mit anderen Nutzern von ${c.name} aus.`,
      fr: (c) => `Rejoignez la communauté ${c.name} et échangez avec d'autres utilisateurs.`,
      es: (c) => `Únete a la comunidad de ${c.name} y comparte trucos con otros usuarios.`,
    },
  },
  {
    id: 'demo-option',
    title: 'Offer a demo for buyers who want to talk',
    effort: 'Low',
    estimatedTime: '1 week',
    description: 'Larger buyers often want a conversation before they commit; give them a clear way to book one.',
    steps: ['Add a “Book a demo” link to the navigation', 'Use a scheduling tool so the slot is confirmed at once'],
    triggers: ['demo-request'],
    exampleCopy: {
      en: (c) => `Rolling ${c.name} out to a larger team? ${c.demo}.`,
      de: (c) => `Sie führen ${c.name} in einem größeren Team ein? ${c.demo}.`,
      fr: (c) => `Vous déployez ${c.name} dans une équipe plus grande ? ${c.demo}.`,
      es: (c) => `¿Vas a implantar ${c.name} en un equipo más grande? ${c.demo}.`,
    },
  },
  {
    id: 'activation-emails',
    title: 'Send onboarding emails tied to the first key action',
    effort: 'Low',
    estimatedTime: '1-2 weeks',
    description: 'Emails that react to what a new user has and has not done bring stalled accounts back to the next step.',
    steps: [
      'Send a welcome email with one clear next step',
      'Nudge users who have not reached the activation moment after two days',
      'Celebrate the first result and suggest the next one',
    ],
    triggers: [],
    basis: (f) =>
      f.signupCta
        ? {
            basis: `New accounts start at ${buttonAt(f.signupCta, f)}; what they hear from ${f.siteName} after that happens in their inbox, out of sight of the public pages.`,
            evidence: [f.signupCta],
          }
        : {
            basis: `Nothing on ${pagesReadPhrase(f)} shows what a new account hears from ${f.siteName} after it starts: onboarding emails are sent out of sight of the public pages.`,
            evidence: [],
          },
    exampleCopy: {
      en: (c) => `You're one step away from your first result in ${c.name}: pick up where you left off.`,
      de: (c) => `Nur noch ein Schritt bis zu Ihrem ersten Ergebnis mit ${c.name}: Machen Sie dort weiter, wo Sie aufgehört haben.`,
      fr: (c) => `Plus qu'une étape avant votre premier résultat avec ${c.name} : reprenez là où vous vous êtes arrêté.`,
      es: (c) => `Estás a un paso de tu primer resultado con ${c.name}: continúa donde lo dejaste.`,
    },
  },
];
