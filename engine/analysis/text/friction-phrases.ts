import { phrase } from './phrases.ts';

/**
 * How sites in English, German, French and Spanish word what observed friction looks
 * for (issue #29): the fields a sign-up form asks for, a work-email rule, a terms box,
 * prices on request, a demo behind a form, a button that says nothing.
 */

/** What a form field asks for, by its name, id, autocomplete, placeholder and label. */
export const FIELD_ASKS = {
  email: /e-?mail|courriel|correo/i,
  passwordConfirmation: /confirm|repeat|retype|re-?enter|again|verify|wiederhol|bestätig|confirmer|confirmation|répét|confirmar|repetir/i,
  /** Names of things other than the visitor: a company's, a workspace's, a user name is no person's name. */
  otherName:
    /company|organi[sz]ation|business|firm|team|workspace|site|shop|store|domain|user ?name|firma|unternehmen|entreprise|société|empresa|compañía|tienda/i,
  name: /(?:^|[\s_.-])(?:full|first|last|given|family|sur)?[\s_-]?name|vorname|nachname|prénom|\bnom\b|nombre|apellido/i,
  phone: /phone|\btel\b|mobile|cell|telefon|handy|téléphone|portable|teléfono|celular|móvil|whatsapp/i,
  companySize:
    /employee|company[\s_-]?size|team[\s_-]?size|headcount|how many (?:people|users|seats)|mitarbeiter|unternehmensgröße|taille|employés|salariés|effectif|empleados|tamaño/i,
  jobTitle: /job|title|\brole\b|position|function|jobtitel|beruf|funktion|poste|fonction|cargo|puesto/i,
  company: /company|organi[sz]ation|business name|firma|firmen|unternehmen|entreprise|société|empresa|compañía|organisme/i,
  country: /country|\bland\b|pays|país|\bregion\b/i,
  card: /cc-(?:number|exp|csc)|card ?number|cardnumber|credit ?card|kartennummer|kreditkarte|numéro de carte|carte bancaire|número de tarjeta|tarjeta/i,
  terms:
    /terms|agree|accept|privacy|conditions|\bagb\b|datenschutz|nutzungsbedingungen|einverstanden|cgu|cgv|conditions générales|j'accepte|términos|condiciones|acepto|privacidad/i,
} as const;

/** A rule that only a work address will do ("Work email only", "Please use your business email"). */
export const WORK_EMAIL_ONLY = phrase(
  '(?:work|business|company|corporate|professional) e-?mail(?: address)? (?:only|required)',
  '(?:please )?(?:use|enter|provide) (?:a |an |your )?(?:valid )?(?:work|business|company|corporate|professional) e-?mail',
  'business e-?mail',
  'company e-?mail',
  'corporate e-?mail',
  'no (?:personal|free|gmail|yahoo|hotmail|private) (?:e-?mail|addresses|accounts)',
  "(?:personal|free|gmail) (?:e-?mail )?addresses (?:are not|aren't) (?:accepted|allowed)",
  '(?:geschäftliche|berufliche|dienstliche) e-?mail(?:-adresse)?',
  'firmen-?e-?mail(?:-adresse)?',
  'e-?mail professionnel(?:le)?',
  'adresse (?:e-?mail|électronique) professionnelle',
  'correo (?:electrónico )?(?:corporativo|empresarial|profesional|de (?:la )?empresa)',
  'e-?mail (?:corporativo|empresarial|profesional)',
);

/** Prices given only on request ("Price on request", "Contact us for pricing", "Preis auf Anfrage", "Sur devis"). */
export const PRICE_ON_REQUEST = phrase(
  'price(?:s|d)? on (?:request|application|demand)',
  'pricing (?:on|upon) request',
  '(?:contact|ask) (?:us|sales|our sales team) for (?:a )?(?:pricing|prices|a price|a quote)',
  'custom (?:pricing|quote)',
  'request (?:a )?(?:pricing|price|quote)',
  'get (?:a )?(?:custom )?quote',
  "let's talk",
  'preis(?:e)? auf anfrage',
  'auf anfrage',
  'preise anfragen',
  'individuelles angebot',
  'sur (?:devis|demande)',
  'prix sur demande',
  'tarif(?:s)? sur (?:devis|demande)',
  'nous consulter',
  'precio(?:s)? (?:a consultar|bajo (?:petición|demanda)|a medida)',
  'a consultar',
  'bajo petición',
  'solicita(?:r)? (?:un )?presupuesto',
);

/** Wording that offers a video or a tour to watch ("Watch the demo", "Take the tour", "Video ansehen", "Voir la vidéo"). */
export const WATCH_DEMO_CTA = phrase(
  'watch (?:the |our |a )?(?:\\p{L}+ )?(?:demo|video|tour|webinar)',
  '(?:see|watch) (?:it|\\p{L}+) in action',
  '(?:take|start) (?:the|a) (?:product |quick )?tour',
  'on-?demand demo',
  '(?:demo|produkt)-?video ansehen',
  '(?:video|demo) ansehen',
  'produkttour',
  'tour starten',
  '(?:voir|regarder) (?:la |une )?(?:vidéo|démo|démonstration)',
  'visite guidée',
  '(?:ver|mira) (?:el |la |un )?(?:video|vídeo|demo|demostración)',
  'recorrido (?:del producto|guiado)',
);

/**
 * A button label that says nothing about what happens when pressed, as the whole label
 * ("Submit", "Learn more", "Mehr erfahren", "En savoir plus", "Saber más").
 */
export const VAGUE_CTA = new RegExp(
  `^(?:${[
    'submit',
    'send',
    'go',
    'ok',
    'click here',
    'here',
    'learn more',
    'read more',
    'more',
    'see more',
    'find out more',
    'discover',
    'discover more',
    'explore',
    'continue',
    'next',
    'details',
    'absenden',
    'senden',
    'abschicken',
    'mehr',
    'mehr erfahren',
    'weiterlesen',
    'hier klicken',
    'weiter',
    'entdecken',
    'envoyer',
    'soumettre',
    'valider',
    'en savoir plus',
    'lire la suite',
    'plus',
    'cliquez ici',
    'découvrir',
    'continuer',
    'suivant',
    'enviar',
    'saber más',
    'leer más',
    'más información',
    'más',
    'ver más',
    'haz clic aquí',
    'descubrir',
    'descubre',
    'continuar',
    'siguiente',
  ].join('|')})[\\s.!…→›»>]*$`,
  'i',
);

/** A newsletter sign-up, not an account ("Subscribe", "S'inscrire à la newsletter", "Newsletter abonnieren"). */
export const NEWSLETTER = phrase(
  'newsletter',
  'subscribe',
  'abonnieren',
  "s'abonner",
  'abonnez-vous',
  'suscribir(?:se|te)?',
  'suscríbete',
  'boletín',
  'mailing list',
);
