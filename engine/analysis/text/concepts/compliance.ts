import { anyPhrase } from '../phrases.ts';
import { allMatches } from '../search.ts';
import { clauseAround, isQuestion, wordsBetween, type Clause } from './clause.ts';
import { lexiconPhrase, type Lexicon } from './lexicon.ts';

/**
 * Compliance claims: a named security standard or audit (SOC 2, ISO 27001, HIPAA, PCI
 * DSS, CIS benchmarks, BSI C5, TISAX, HDS, FedRAMP, NIS2...), a data-protection law said
 * to be met (GDPR / DSGVO / RGPD, CCPA: "GDPR compliant", "DSGVO-konform", "conforme au
 * RGPD", "cumple con el RGPD"), or a data-processing agreement offered (DPA, AVV,
 * "accord de traitement des données", "contrato de encargo del tratamiento"). Not a
 * claim: a question, a plan towards a standard ("working towards SOC 2"), teaching
 * about one ("a guide to HIPAA"), a privacy notice that names the law for the
 * visitor's rights or consent, and an agreement the site signed with its own vendor.
 */

/** Named standards and audits: saying one is the claim ("SOC 2 Type II", "ISO 27001 zertifiziert"). */
const SECURITY_STANDARDS: Lexicon = {
  en: [
    'soc ?(?:2|3|ii)(?: (?:type|typ|tipo) (?:ii|i|1|2))?',
    'iso(?:/iec)? ?(?:27001|27017|27018|27701|22301)(?::\\d{4})?',
    'hipaa',
    'hitech',
    'pci ?dss',
    'pci (?:compliant|compliance|level 1|certified)',
    'fedramp',
    'tisax',
    'bsi c5',
    'c5 (?:attest\\p{L}*|certif\\p{L}*)',
    'cis (?:benchmarks?|controls)',
    'nis ?2',
    'csa star',
    'cyber essentials(?: plus)?',
    'isae ?3402',
  ],
  de: ['pci (?:konform|zertifiziert)', 'c5(?: |-)?testat', 'c5 testiert', 'it-grundschutz'],
  fr: [
    '(?:hébergement|hébergeur|certifi\\p{L}*|agréée?|agrément|certification) hds',
    'hds (?:certifiée?|agréée?)',
    'benchmarks? cis',
    'secnumcloud',
    'pci conforme',
  ],
  es: ['esquema nacional de seguridad', '(?:certificación|certificado|certificados|certificada|nivel) ens', 'ens (?:nivel|de nivel|alto|medio|categoría)'],
};

/** Data-protection laws: named everywhere (cookie banners, privacy notices), a claim only with a word of compliance. */
const PRIVACY_LAWS: Lexicon = {
  en: ['(?:uk |eu )?gdpr', 'ccpa', 'cpra', 'pipeda'],
  de: ['dsgvo', 'ds-gvo', 'revdsg'],
  fr: ['rgpd'],
  es: ['lopdgdd', 'lopd', 'lgpd'],
};

/** Words that say a law is met: "compliant", "in line with", "konform", "gemäß", "conforme", "respecte", "cumple", "de acuerdo con". */
const COMPLIANCE_WORDS: Lexicon = {
  en: [
    'compliant',
    'compliance',
    'compl(?:y|ies|ying)',
    'conform(?:s|ity)?',
    'in line with',
    'in accordance with',
    'ready',
    'certified',
    'aligned with',
    'adheres? to',
    'meets?',
    'follows?',
    // "operated under GDPR"; a notice's "under the GDPR you may..." names rights, which rule it out
    'under',
    // "we take care of KYC, AML and GDPR for you"
    'take care of',
    'handles?',
  ],
  de: [
    '\\p{L}*konform\\p{L}*',
    'gemäß',
    'entsprechend',
    'im einklang mit',
    'in übereinstimmung mit',
    'erfüll(?:en|t)',
    'einhalten',
    'halten',
    'compliant',
    'kümmern uns',
  ],
  fr: [
    'sous',
    '(?:nous )?(?:nous )?occupons',
    'gérons',
    'prenons en charge',
    'conformes?',
    'conformément',
    'conformité',
    'respect(?:e|ent|ons|ant)?',
    'appliqu(?:e|ons)',
    'certifiée?',
  ],
  es: [
    '(?:nos )?encargamos',
    'gestionamos',
    'cumpl(?:e|en|imos|imiento|ir)',
    'conformes?',
    'conformidad',
    'de acuerdo con',
    'respeta(?:mos)?',
    'compatible',
    'adaptad[oa]s?',
  ],
};

/** Data-processing agreements (and HIPAA's business associate agreement). */
const AGREEMENTS: Lexicon = {
  en: ['dpas?', 'data (?:processing|protection) (?:agreement|addendum)s?', 'business associate agreements?', 'baas?'],
  de: [
    'avv',
    'av-vertr(?:ag|äge)',
    'auftragsverarbeitungsvertr(?:ag|äge|ages)',
    'auftragsverarbeitungsvereinbarung(?:en)?',
    'vertr(?:ag|äge) (?:zur|über die|über) auftragsverarbeitung',
    'auftragsverarbeitung',
  ],
  fr: ['accords? de traitement des données', 'contrats? de sous-traitance'],
  es: ['contratos? de encarg(?:o|ado) (?:del|de) tratamiento', 'acuerdos? de (?:procesamiento|tratamiento) de datos', 'contratos? de tratamiento de datos'],
};

/** A standard not (yet) held: "working towards SOC 2", "noch nicht", "pas encore", "todavía no". */
const NOT_YET: Lexicon = {
  en: [
    'working (?:towards?|on)',
    'in progress',
    'underway',
    'pursuing',
    'planned',
    'planning',
    'preparing',
    'coming soon',
    'soon',
    'next year',
    'roadmap',
    'not yet',
    "(?:do not|don['’]t|does not|doesn['’]t) (?:currently )?(?:hold|have)",
    'not currently',
    'are not',
  ],
  de: ['arbeiten an', 'in vorbereitung', 'geplant', 'noch nicht', 'derzeit nicht', 'bald', 'nächstes jahr', 'nächsten jahr'],
  fr: ['préparons', 'en cours', 'prochainement', 'pas encore', 'ne disposons pas', "l['’]an prochain", "l['’]année prochaine"],
  es: ['trabajando (?:para|en)', 'en proceso', 'próximamente', 'todavía no', 'aún no', 'no contamos', 'el próximo año'],
};

/** Teaching about a standard, not claiming it: guides, courses, webinars, comparisons, templates. */
const TEACHING: Lexicon = {
  en: [
    'guide',
    'guidance',
    'what is',
    "what['’]s",
    'learn',
    'course',
    'webinar',
    'blog',
    'checklist',
    'template',
    'compare',
    'comparison',
    'review',
    'whitepaper',
    'e-?book',
    'how to',
  ],
  de: [
    'ratgeber',
    'leitfaden',
    'was ist',
    'was die',
    'lernen',
    'kurs',
    'webinar',
    'vorlage',
    'vergleich',
    'checkliste',
    'e-?book',
    'whitepaper',
    'so bereiten',
  ],
  fr: ['guide', "qu['’]est-ce", 'apprene[zr]', 'formation', 'webinaire', 'modèle', 'comparatif', 'ce que le', 'livre blanc'],
  es: ['guía', 'qué es', 'qué significa', 'aprende', 'curso', 'seminario', 'plantilla', 'comparativa', 'libro blanco'],
};

/** A privacy notice: the law named for the visitor's rights or consent, not as the site's compliance. */
const RIGHTS_NOTICE: Lexicon = {
  en: [
    'cookies?',
    'consent',
    'withdraw',
    'rights? to',
    'you have the right',
    'data subjects?',
    'opt out',
    'legal basis',
    'i agree',
    'agree to',
    'i accept',
    'my (?:personal )?data',
  ],
  de: ['cookies?', 'einwilligung', 'widerruf\\p{L}*', 'recht auf', 'betroffene[nr]?', 'rechtsgrundlage', 'einverstanden', 'ich stimme', 'meine daten'],
  fr: ['cookies?', 'consentement', 'retirer', 'droits?', 'vous disposez', 'base légale', "j['’]accepte", 'mes données'],
  es: ['cookies?', 'consentimiento', 'retirar', 'derechos?', 'finalidad', 'responsable del tratamiento', 'base jurídica', 'acepto', 'mis datos'],
};

/** The site's own vendor: an agreement signed with it is the site's, not one offered to customers. */
const OWN_VENDOR: Lexicon = {
  en: ['providers?', 'vendors?', 'third part(?:y|ies)'],
  de: ['\\p{L}*-?anbieter\\p{L}*', '\\p{L}*-?dienstleister\\p{L}*'],
  fr: ['prestataires?', 'fournisseurs?'],
  es: ['proveedor(?:es)?'],
};

export const SECURITY_STANDARD = lexiconPhrase(SECURITY_STANDARDS);
export const PRIVACY_LAW = lexiconPhrase(PRIVACY_LAWS);
export const DATA_PROCESSING_AGREEMENT = lexiconPhrase(AGREEMENTS);
/** Any compliance concept named: the blocks worth reading. */
export const COMPLIANCE_NAMED = anyPhrase(SECURITY_STANDARD, PRIVACY_LAW, DATA_PROCESSING_AGREEMENT);
const COMPLIANCE_WORD = lexiconPhrase(COMPLIANCE_WORDS);
/** A compliance word joined to the law by a hyphen: "GDPR-ready", "DSGVO-konform", "RGPD-conforme". */
const COMPLIANCE_COMPOUND = new RegExp(`^-(?:${COMPLIANCE_WORD.source.replace(/^\(\?<!\[[^\]]*\]\)/, '')})`, 'i');
const NOT_YET_PATTERN = lexiconPhrase(NOT_YET);
const TEACHING_PATTERN = lexiconPhrase(TEACHING);
const RIGHTS_PATTERN = lexiconPhrase(RIGHTS_NOTICE);
const OWN_VENDOR_PATTERN = lexiconPhrase(OWN_VENDOR);

/** Words at most between a law and the word that says it is met ("We process all data in line with the GDPR"). */
const LAW_REACH = 10;

export type ComplianceKind = 'standard' | 'law' | 'agreement';

export interface ComplianceClaim {
  kind: ComplianceKind;
  clause: Clause;
  index: number;
  end: number;
}

const has = (pattern: RegExp, text: string) => allMatches(text, pattern).length > 0;

/** Short names ("DPA", "AVV", "BAA", "ENS", "HDS") count only in capitals: "dpa" is a news agency, "avv." a lawyer. */
function writtenAsName(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 4 || letters === letters.toUpperCase() || /\d/.test(text);
}

/** A law said to be met within its clause: a compliance word a few words before or after it. */
function lawIsMet(clause: Clause, index: number, end: number): boolean {
  const text = clause.text;
  if (COMPLIANCE_COMPOUND.test(text.slice(end - clause.start))) return true;
  return allMatches(text, COMPLIANCE_WORD).some((word) => {
    const wordEnd = word.index + word[0].length;
    if (word.index < end - clause.start && wordEnd > index - clause.start) return true;
    return wordEnd <= index - clause.start
      ? wordsBetween(text, wordEnd, index - clause.start) <= LAW_REACH
      : wordsBetween(text, end - clause.start, word.index) <= LAW_REACH;
  });
}

/** Words besides an agreement's name that make a clause say something of it: a bare "Data Processing Addendum" is a legal page's link. */
const MIN_WORDS_AROUND_NAME = 1;

function isBareName(clause: Clause, name: string): boolean {
  const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return words(clause.text) - words(name) < MIN_WORDS_AROUND_NAME;
}

/** Every compliance claim in a text (each once), with the clause that makes it. */
export function complianceClaimsIn(text: string): ComplianceClaim[] {
  const claims: ComplianceClaim[] = [];
  const found: Array<[ComplianceKind, RegExp]> = [
    ['standard', SECURITY_STANDARD],
    ['law', PRIVACY_LAW],
    ['agreement', DATA_PROCESSING_AGREEMENT],
  ];
  for (const [kind, pattern] of found) {
    for (const match of allMatches(text, pattern)) {
      if (!writtenAsName(match[0])) continue;
      const end = match.index + match[0].length;
      const clause = clauseAround(text, match.index, match[0].length, 'sentence');
      if (isQuestion(clause) || has(NOT_YET_PATTERN, clause.text) || has(TEACHING_PATTERN, clause.text)) continue;
      if (kind === 'law' && (has(RIGHTS_PATTERN, clause.text) || !lawIsMet(clause, match.index, end))) continue;
      if (kind === 'agreement' && (has(OWN_VENDOR_PATTERN, clause.text) || isBareName(clause, match[0]))) continue;
      claims.push({ kind, clause, index: match.index, end });
    }
  }
  return claims.sort((a, b) => a.index - b.index);
}
