import type { VendorCategory } from '../../engine/analysis/vendors/vendor.ts';

/**
 * Our judgement on top of the sources, each with its reason. The sources say what a
 * vendor is and where it loads from; only DESIGN section 3 says what counts as live
 * chat, onboarding or product analytics, so that line is drawn here, in one place:
 *
 * - product analytics = tools built around identified users' product events (identify,
 *   track, funnels, cohorts) and customer data platforms that collect first-party
 *   customer events; web analytics (page views), tag managers, heatmaps and session
 *   recording used on a marketing site (Hotjar, Microsoft Clarity: the corpus labels
 *   treat them so), A/B testing, surveys, call tracking, ad audiences and B2B visitor
 *   identification are not.
 * - live chat = a chat or messaging widget a visitor can write into; a plain link to a
 *   messaging app, a call-back form, a feedback or accessibility widget is not.
 * - onboarding = in-app guidance and product tours.
 */

/** What each source category becomes, strongest first: a vendor in several takes the first that accepts it. */
export const WAPPALYZER_CATEGORIES: readonly { source: string; bucket: Bucket }[] = [
  { source: 'Live chat', bucket: 'chat' },
  { source: 'User onboarding', bucket: 'onboarding' },
  { source: 'Customer data platform', bucket: 'customer-data' },
  { source: 'Segmentation', bucket: 'customer-data' },
  { source: 'Analytics', bucket: 'analytics' },
  { source: 'Tag managers', bucket: 'web-analytics' },
];

export const THIRD_PARTY_WEB_CATEGORIES: readonly { source: string; bucket: Bucket }[] = [
  { source: 'customer-success', bucket: 'chat' },
  { source: 'analytics', bucket: 'analytics' },
  { source: 'tag-manager', bucket: 'web-analytics' },
];

/**
 * `chat` and `onboarding` take what the source lists unless excluded below;
 * `customer-data` is product analytics unless excluded; `analytics` is product
 * analytics only when named in PRODUCT_ANALYTICS, else web analytics.
 */
export type Bucket = 'chat' | 'onboarding' | 'customer-data' | 'analytics' | 'web-analytics';

/** Source entries that are not what their source category suggests, by the source's own name. */
export const EXCLUDED: Readonly<Record<string, string>> = {
  // Wappalyzer "Live chat"
  'WhatsApp Business Chat': 'a link to a messaging app in the page, not a chat widget',
  'Tencent QQ': 'a link to a messaging app in the page, not a chat widget',
  'Apple Business Chat': 'a button that opens Apple Messages, not a chat widget',
  Jitsi: 'a video-meeting library, not a site chat widget',
  'Spatie Support Bubble': 'a contact-form bubble, not a chat',
  // Wappalyzer "User onboarding"
  FintechOS: 'a low-code banking platform, not a product-tour tool',
  // Wappalyzer "Customer data platform" / "Segmentation"
  'Adobe Experience Platform Identity Service': 'an identity service of the Adobe marketing stack, seen only through generic globals',
  'Adobe Audience Manager': 'an advertising audience platform (DMP)',
  Cxense: 'a publishers’ advertising data and personalisation platform',
  'Oracle BlueKai': 'an advertising audience platform (DMP)',
  'Salesforce Audience Studio': 'an advertising audience platform (DMP)',
  Sirdata: 'a consent and advertising data platform',
  Tail: 'an advertising audience platform (DMP)',
  PriceSpider: 'a retail where-to-buy service',
  inSided: 'a customer community platform',
  // third-party-web "customer-success": not chat widgets
  Adecs: 'not a chat widget as far as its source tells',
  'Avid Media': 'advertising',
  ClearRise: 'not a chat widget as far as its source tells',
  'Dynamic Yield': 'personalisation',
  Foursixty: 'shoppable social media galleries',
  Freespee: 'call tracking',
  Ido: 'content intelligence',
  'Inktel Contact Center Solutions': 'a contact-centre outsourcer, no widget of its own named',
  Intilery: 'customer engagement marketing',
  'Meltwater Group': 'media monitoring',
  Merchenta: 'advertising',
  'Social Annex': 'social commerce',
  Spoke: 'not a chat widget as far as its source tells',
  Sabio: 'a contact-centre integrator, no widget of its own named',
  SMARTASSISTANT: 'guided selling',
  '15gifts': 'guided selling',
  AnswerDash: 'a self-service answers widget, not a chat',
  'Channel.me': 'co-browsing',
  Tutorialize: 'not a chat widget as far as its source tells',
  Webcollage: 'product content syndication',
  Webphone: 'web telephony',
  'eDigital Research': 'surveys',
  iPerceptions: 'surveys',
  Usersnap: 'a feedback widget, not a chat',
  // EasyList Anti-Chat entries that block more than a chat (named by their host)
  'birdeye.com': 'a reviews platform: its host serves review widgets too',
  'callpage.io': 'a call-back form, not a chat',
  'evidence.io': 'social-proof notifications, not a chat',
  'userback.io': 'a feedback widget, not a chat',
  'userway.org': 'an accessibility widget, not a chat',
  'engagebay.com': 'a marketing suite whose host serves forms and pop-ups too',
  'readyplanet.com': 'a website builder whose host serves whole sites',
  'sendinblue.com': 'the host serves newsletter forms too; its chat host is listed by the study (Brevo Conversations)',
};

/** Source entries of the `analytics` bucket that are product analytics or customer data, by the source's own name. */
export const PRODUCT_ANALYTICS: Readonly<Record<string, string>> = {
  // Wappalyzer "Analytics"
  Amplitude: 'product analytics (events, funnels, cohorts)',
  'Analysys Ark': 'product analytics',
  Blueshift: 'customer data platform',
  Countly: 'product analytics',
  FullStory: 'product analytics with identified users’ sessions and events',
  GrowingIO: 'product analytics',
  Heap: 'product analytics (event autocapture)',
  KISSmetrics: 'product analytics of identified people',
  LiveSession: 'event-based product analytics with session replay',
  LogRocket: 'product analytics and session replay of identified users',
  Mixpanel: 'product analytics (events, funnels, cohorts)',
  'Sensors Data': 'product analytics',
  'Snowplow Analytics': 'behavioural event data collection',
  Synerise: 'customer data platform',
  Woopra: 'customer journey analytics of identified people',
  // third-party-web "analytics"
  Segment: 'customer data platform',
  'Amplitude Mobile Analytics': 'product analytics',
  Keen: 'event data collection and analytics',
  CoolaData: 'behavioural analytics',
  Snowplow: 'behavioural event data collection',
  'Treasure Data': 'customer data platform',
  Exponea: 'customer data platform',
  Optimove: 'customer data platform',
  Ometria: 'customer data platform',
  'Sub2 Technologies': 'customer data platform',
  Boxever: 'customer data platform',
  Umbel: 'customer data platform',
  'Celebrus Technologies': 'customer data collection',
  'D4t4 Solutions': 'customer data collection (Celebrus)',
  'Canopy Labs': 'customer data platform',
  Custora: 'customer analytics',
  ClearBrain: 'predictive product analytics',
  Trialfire: 'customer journey analytics',
  Evergage: 'customer data and personalisation platform',
  'APSIS Profile Cloud': 'customer data platform',
  Insider: 'customer data platform',
  Braze: 'customer engagement platform fed by identified users’ events',
  CleverTap: 'customer engagement and product analytics',
  'WizRocket Technologies': 'CleverTap’s customer engagement and product analytics',
};

/**
 * Wappalyzer "Marketing automation" entries that are customer engagement platforms built
 * on identified users' events (identify, track): their scripts are customer-data
 * scripts. Email marketing, forms, pop-ups and push-only tools are not.
 */
export const CUSTOMER_ENGAGEMENT: Readonly<Record<string, string>> = {
  Braze: 'customer engagement platform fed by identified users’ events',
  CleverTap: 'customer engagement and product analytics',
  MoEngage: 'customer engagement platform fed by identified users’ events',
  Iterable: 'cross-channel engagement fed by identified users’ events',
  Leanplum: 'customer engagement fed by identified users’ events',
  'Customer.io': 'behavioural messaging fed by identified users’ events (track.js)',
  WebEngage: 'customer data platform and engagement suite (its own description)',
};

/** Source entries that are a tag manager first, whatever else the source files them under. */
export const TAG_MANAGERS: Readonly<Record<string, string>> = {
  Tealium: 'Tealium iQ tag management (tags.tiqcdn.com); its customer-data product is Tealium AudienceStream',
};

/** third-party-web entries filed under another category than the one they belong to here. */
export const THIRD_PARTY_WEB_RECLASSIFIED: Readonly<Record<string, VendorCategory>> = {
  Drift: 'chat',
  Chameleon: 'onboarding',
  WalkMe: 'onboarding',
  Appcues: 'onboarding',
  Pendo: 'onboarding',
  mParticle: 'product-analytics',
  Clarity: 'web-analytics',
  'Customer.io': 'product-analytics',
  Vero: 'product-analytics',
  WebEngage: 'product-analytics',
};

/** EasyList entries on a shared host are named here: the host is the CDN's, not the vendor's. */
export const NAMES_OF_SHARED_HOST_ENTRIES: Readonly<Record<string, string>> = {
  'cdn.shopify.com/assets/inbox-chat-loader.js': 'Shopify Inbox',
  'cdn.shopify.com/manifest-ai-chatbot-548/assets/common-script.js': 'Manifest AI',
  'cloudfront.net/gosquared.js': 'GoSquared',
  'connect.facebook.net/xfbml.customerchat.js': 'Facebook Chat Plugin',
  'engage.wixapps.net/chat-widget-server/': 'Wix Chat',
  'googleapis.com/ebbot-web/': 'Ebbot',
  'gstatic.com/dialogflow-console/fast/messenger/': 'Dialogflow Messenger',
  'hubspot.com/livechat-public/': 'HubSpot Chat',
  'jsdelivr.net/gh/tykhe-dev/tykhe-chat@1.0/tykhe-chat.js': 'Tykhe Chat',
  'js.zohocdn.com/ichat/': 'Zoho SalesIQ',
  'js.zohocdn.com/salesiq/js/floatbutton1_': 'Zoho SalesIQ',
  'my.salesforce.com/embeddedservice/': 'Salesforce Embedded Service',
  'shopify.com/shopifyChatV1.js': 'Shopify Chat',
  'storage.googleapis.com/code.snapengage.com/': 'SnapEngage',
  'zohopublic.com/watchws?': 'Zoho SalesIQ',
};

/** Globals too common as words to stand for a vendor on a rendered page. */
export const GENERIC_GLOBALS: ReadonlySet<string> = new Set(['acquire']);
