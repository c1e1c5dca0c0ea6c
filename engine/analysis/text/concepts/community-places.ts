import { firstMatch, matches, mayMatch, phrase } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { clauseAround } from './clause.ts';
import { groupOf, lexiconPhrase, type Lexicon } from './lexicon.ts';
import { forVisitorsAudience, madeByVisitor, qualifiesProductNoun } from './own-product.ts';

/**
 * A place where the product's users meet: a community, a forum, a Slack, Discord or
 * Matrix group, GitHub Discussions, user groups and meetups. Told apart from a
 * "Community" edition or plan of the product, from community software the product sells
 * ("build a community around your brand"), from a Slack or Discord integration, from a
 * newsletter's readers, and from the other senses of the word (a municipality, a
 * region, the European Community, a school community).
 */

/** Names of such a place that say it on their own ("user community", "community forum", "Anwenderforum"). */
const PLACE_NAMES: Lexicon = {
  en: [
    'community forums?',
    '(?:user|customer|developer|member) (?:community|communities|forums?)',
    'user groups?',
    'github discussions',
    '(?:slack|discord) (?:community|group|server|workspace)',
    'community (?:slack|discord|chat)',
    'matrix (?:room|space|channel|server)',
    'discourse forum',
    'forums?',
  ],
  de: [
    'community-?forum',
    '(?:anwender|nutzer|kunden|entwickler)-?(?:community|forum|foren)',
    '[\\p{L}]+-(?:nutzerforum|anwenderforum)',
    '(?:anwender|nutzer)-?gruppen?',
    'github discussions',
    '(?:slack|discord)-?(?:community|gruppe|server|kanal)',
    'community-?(?:slack|discord|chat)',
    'matrix-?(?:raum|space|kanal)',
    'discourse-?forum',
    'forum',
    'foren',
  ],
  fr: [
    'forum de la communauté',
    'forum des utilisateurs',
    "groupes? d'utilisateurs",
    "groupe d'entraide",
    'clubs? utilisateurs',
    'communauté (?:des utilisateurs|clients|slack|discord)',
    'github discussions',
    'serveur discord',
    'salon matrix',
    'espace matrix',
    'slack de la communauté',
    'forum discourse',
    'forums?',
  ],
  es: [
    'foro de la comunidad',
    'foro de usuarios',
    'grupos? de usuarios',
    'comunidad (?:de usuarios|de clientes|en slack|en discord)',
    'github discussions',
    'servidor de discord',
    'sala de matrix',
    'espacio en matrix',
    'slack de la comunidad',
    'foro de discourse',
    'foros?',
  ],
};
/** The word "community" itself: a place only when the site says it is its own or invites into it. */
const COMMUNITY_WORD: Lexicon = {
  en: ['community', 'communities'],
  de: ['community', 'communitys'],
  fr: ['communauté'],
  es: ['comunidad'],
};
/** Gatherings of users: a place only when the site invites to one or calls it its own ("meet us at a meetup", "our meetups"). */
const GATHERINGS: Lexicon = {
  en: ['meetups?', 'user meetups?', 'community events?'],
  de: ['meetups?', 'stammtische?', 'anwendertreffen'],
  fr: ['meetups?', 'rencontres utilisateurs'],
  es: ['meetups?', 'encuentros de usuarios'],
};
/** A chat platform named alone: a place in "on Discord", "in the Acme Slack". */
const PLATFORMS: Lexicon = { en: ['slack', 'discord', 'matrix'], de: [], fr: [], es: [] };

/** "our", "unserer", "notre", "nuestra": the site's own. */
const OURS: Lexicon = {
  en: ['our'],
  de: ['unsere[mnrs]?', 'unser'],
  fr: ['notre', 'nos'],
  es: ['nuestr[oa]s?'],
};
/** Invitations and what members do there: join, ask, meet, share, chat, talk, get help. */
const INVITES: Lexicon = {
  en: [
    'join',
    'ask',
    'meet',
    'share',
    'chat',
    'talk',
    'hang out',
    'connect',
    'discuss',
    'get (?:help|feedback|answers|support)',
    'become part of',
    'come say hi',
    'say hi',
    'swap',
    'learn from',
  ],
  de: [
    'tritt',
    'treten sie',
    'werden? sie teil',
    'werde teil',
    'triff',
    'treffen sie',
    'frag',
    'fragen sie',
    'tausche',
    'tauschen sie',
    'sprich',
    'sag hallo',
    'vernetze',
    'vernetzen sie',
    'hol dir',
    'zeig',
    'diskutiere',
    'mitmachen',
  ],
  fr: [
    'rejoignez',
    'rejoins',
    'rejoindre',
    'posez',
    'échangez',
    'échange',
    'partagez',
    'discutez',
    'rencontrez',
    'recevez',
    'trouvez',
    'venez',
    'faites partie',
    'demandez',
    'participez',
  ],
  es: [
    'únete',
    'únase',
    'súmate',
    'pregunta',
    'pregunte',
    'comparte',
    'conversa',
    'habla',
    'conoce',
    'conecte',
    'conecta',
    'recibe',
    'encuentra',
    'ven a',
    'forme parte',
    'forma parte',
    'participa',
  ],
};
/** "in the", "auf", "sur le", "en el": where members are. */
const WHERE: Lexicon = {
  en: ['in', 'on', 'into', 'to', 'with', 'from', 'at'],
  de: ['in', 'im', 'auf', 'bei', 'der', 'einer'],
  fr: ['dans', 'sur', 'de', 'à', 'au', 'auprès de', 'lors'],
  es: ['en', 'a', 'al', 'de', 'del', 'con'],
};
const ARTICLES: Lexicon = {
  en: ['the', 'a', 'our'],
  de: ['der', 'die', 'dem', 'den', 'unsere[mnrs]?', 'unser', 'einer'],
  fr: ['la', 'le', "l'", 'notre', 'nos', 'une?', "d'une?"],
  es: ['la', 'el', 'nuestr[oa]s?', 'una?', 'de una?'],
};

const NAMED_PLACE = lexiconPhrase(PLACE_NAMES);
const OUR_PLACE = phrase(`${groupOf(OURS)} (?:[\\p{L}-]+ )?${groupOf(PLACE_NAMES, PLATFORMS, GATHERINGS)}`);
const INVITED_PLACE = phrase(
  `${groupOf(INVITES)}(?: [\\p{L}\\p{N}'.,-]+){0,5}? ${groupOf(WHERE)} (?:${groupOf(ARTICLES)} )?(?:[\\p{L}]+-|[\\p{L}-]+ )?${groupOf(COMMUNITY_WORD, PLATFORMS, GATHERINGS)}`,
  `${groupOf(INVITES)} (?:${groupOf(ARTICLES)} )?${groupOf(COMMUNITY_WORD)}`,
  `(?:tritt|treten sie) (?:unserer |der )?${groupOf(COMMUNITY_WORD)}`,
);

/** A "Community" that is the product's edition, plan or rules: "Community Edition", "Offre Communauté", "Community-Richtlinien". */
const NOT_A_PLACE = lexiconPhrase({
  en: [
    'community (?:edition|plan|tier|version|license|licence|guidelines|rules|standards|code of conduct|manager|software|platform|management|builder|cloud)',
    '(?:community|forum) (?:feature|module|widget)',
    '(?:give|giving) back to the community',
    'in the community every',
    'volunteer',
    'european community',
    'online communities',
  ],
  de: [
    'community-?(?:edition|version|tarif|plan|lizenz|richtlinien|regeln|software|plattform|management)',
    'forums?-?funktion',
    'europäische gemeinschaft',
    'online-?communitys',
  ],
  fr: [
    '(?:édition|offre|version|plan) (?:communauté|community)',
    'communauté (?:de communes|d.agglomération|urbaine|éducative|européenne|de pratique)',
    'communautés? en ligne',
    'règles de la communauté',
    'logiciel de communauté',
    'fonction forum',
  ],
  es: [
    '(?:edición|plan|versión) (?:comunidad|community)',
    'comunidad (?:autónoma|de madrid|valenciana|foral|educativa|de propietarios|de vecinos)',
    'comunidades (?:online|en línea)',
    'normas de la comunidad',
    'software de comunidades',
    'función de foro',
  ],
});
/** The product's integration with a chat platform: "Slack integration", "send alerts to Slack", "connect Discord". */
const INTEGRATION = lexiconPhrase({
  en: [
    '(?:slack|discord|matrix) (?:integrations?|apps?|bots?|notifications|alerts|channels?)',
    'integrat(?:es|ion) with (?:slack|discord)',
    '(?:send|post|push|route)(?: [\\p{L}]+){0,3} to (?:any |your |a )?(?:slack|discord)',
    '(?:connect|install|add) (?:the )?(?:slack|discord)',
  ],
  de: [
    '(?:slack|discord)-?(?:integration|app|bot|benachrichtigungen|kanal)',
    '(?:sende|poste|schicke)(?: [\\p{L}]+){0,3} (?:in|an|auf) (?:jeden |deinen |ihren )?(?:slack|discord)',
    '(?:verbinde|verbinden sie|installiere) (?:die )?(?:slack|discord)',
  ],
  fr: [
    '(?:intégration|application|bot|canal) (?:slack|discord)',
    "(?:envoyez|publiez|poussez)(?: [\\p{L}']+){0,3} (?:dans|sur|vers) (?:votre |n'importe quel )?(?:slack|discord|canal)",
    '(?:connectez|installez) (?:l.application )?(?:slack|discord)',
  ],
  es: [
    '(?:integración|app|bot|canal) (?:con |de )?(?:slack|discord)',
    '(?:envía|publica)(?: [\\p{L}]+){0,3} (?:a|en) (?:cualquier |tu )?(?:slack|discord|canal)',
    '(?:conecta|instala) (?:la app de )?(?:slack|discord)',
  ],
});
/** A newsletter borrows the word: "join our community of 5,000 readers". */
export const NEWSLETTER = phrase(
  'newsletters?',
  'subscribe',
  'subscribers',
  'inbox',
  "s'abonner",
  'abonnez-vous',
  'abonnieren',
  'abonnenten',
  'suscríbete',
  'suscriptores',
  'boletín',
);

/**
 * "Community" before another noun names that noun, not a community of users: "community
 * spots", "community centres", "community space booking". Only these words may follow
 * (English: German writes compounds with a capital and a hyphen, French and Spanish with "de").
 */
const COMMUNITY_ENDING = /(?:community|communities)$/;
const ATTRIBUTIVE_AFTER =
  /^\s+(?!(?:of|on|in|at|for|and|or|with|to|is|are|was|has|have|will|can|who|that|where|members?|today|now|here|forums?|slack|discord|chat)(?![\p{L}]))\p{L}/iu;

export interface CommunityMention {
  index: number;
  text: string;
}

/**
 * A community of the product's users the text points to: a place named as such ("the
 * community forum", "Anwenderforum", "groupe d'utilisateurs"), the site's own ("our
 * Discord server", "notre communauté"), or one it invites into ("join us on Discord",
 * "get feedback in the community", "únete a la comunidad").
 */
export function isCommunityMention(text: string, match: { index: number; 0: string }): boolean {
  const clause = clauseAround(text, match.index, match[0].length);
  if (matches(NOT_A_PLACE, clause.text) || matches(INTEGRATION, clause.text) || matches(NEWSLETTER, clause.text) || forVisitorsAudience(clause.text))
    return false;
  if (madeByVisitor(text.slice(clause.start, match.index)) || qualifiesProductNoun(text, match.index, match[0].length)) return false;
  return !(COMMUNITY_ENDING.test(match[0]) && ATTRIBUTIVE_AFTER.test(text.slice(match.index + match[0].length)));
}

/** The patterns a community mention matches: detectors run them through the page's word index and ask isCommunityMention. */
export const COMMUNITY_MENTIONS: readonly RegExp[] = [NAMED_PLACE, OUR_PLACE, INVITED_PLACE];

/** The first mention in a text. */
export function communityMentionIn(text: string): CommunityMention | undefined {
  for (const pattern of COMMUNITY_MENTIONS) {
    if (!mayMatch(pattern, text)) continue;
    const match = allMatches(text, pattern).find((each) => isCommunityMention(text, each));
    if (match) return { index: match.index, text: match[0] };
  }
  return undefined;
}

/** A link's name that is a community place: "Community", "Forum", "Join Discord", "Communauté Slack". */
export const COMMUNITY_LABEL = phrase(
  `^\\s*(?:(?:join|visit|go to|zur|zum|rejoindre|unirse a|únete a|ir a) (?:the |our |la |el |die |der |das )?)?(?:${groupOf(COMMUNITY_WORD, PLACE_NAMES, PLATFORMS)}|${groupOf(PLACE_NAMES)}|(?:slack|discord)[ -]${groupOf(COMMUNITY_WORD)}|${groupOf(COMMUNITY_WORD)} (?:en |on |sur |auf )?(?:slack|discord))(?:\\s*\\([^)]{1,20}\\))?\\s*$`,
);

export function isCommunityLabel(label: string): boolean {
  return label.length <= 40 && firstMatch(COMMUNITY_LABEL, label) !== null && !matches(NOT_A_PLACE, label);
}

/** Hosts and paths of a community: community.acme.com, forum.acme.com, /community, /forum, GitHub Discussions. */
const COMMUNITY_HOST = /^(?:community|forums?|discuss|discussions?|discourse|communaute|comunidad)\./i;
/** A redirect named for the platform (acmelabs.io/discord) is an invitation to it. */
const COMMUNITY_SEGMENT =
  /^(?:community|forums?|discussions|discuss|user-groups?|communaute|communauté|comunidad|foro|anwendergruppen|meetups|discord|slack)$/i;

export function isCommunityAddress(url: URL): boolean {
  if (COMMUNITY_HOST.test(url.hostname)) return true;
  if (/(?:^|\.)github\.com$/i.test(url.hostname))
    return /^\/[^/]+\/[^/]+\/discussions(?:\/|$)/i.test(url.pathname) || /^\/orgs\/[^/]+\/discussions/i.test(url.pathname);
  if (/(?:^|\.)reddit\.com$/i.test(url.hostname)) return /^\/r\//i.test(url.pathname);
  if (/(?:^|\.)(?:matrix\.to|gitter\.im)$/i.test(url.hostname)) return true;
  const segments = url.pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && /^[a-z]{2}(?:[-_][a-z]{2})?$/i.test(segments[0]) && segments.length > 1 ? segments[1] : segments[0];
  return first !== undefined && COMMUNITY_SEGMENT.test(first) && !/guidelines|richtlinien|regles|normas|rules/i.test(url.pathname);
}
