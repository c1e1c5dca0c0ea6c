import type { Resource } from './model/page-model.ts';

/**
 * Third-party tools recognised by the hosts they load from. One table, so adding a
 * vendor is one line. Web analytics (Google Analytics, Tag Manager, Plausible...) is
 * listed on purpose: it is recognised and then NOT counted as product analytics.
 */
export type VendorCategory =
  'onboarding' | 'chat' | 'product-analytics' | 'web-analytics' | 'interactive-demo' | 'video' | 'reviews' | 'scheduling' | 'community';

export interface Vendor {
  name: string;
  category: VendorCategory;
  /** A resource host equal to one of these, or a subdomain of one, is this vendor. */
  hosts: readonly string[];
  /** Strings that only this vendor's inline snippet contains (it loads its host by itself). */
  snippets?: readonly string[];
}

export const VENDORS: readonly Vendor[] = [
  // In-app onboarding and product tours
  { name: 'Appcues', category: 'onboarding', hosts: ['appcues.com', 'appcues.net'] },
  { name: 'Pendo', category: 'onboarding', hosts: ['pendo.io'], snippets: ['pendo.initialize'] },
  { name: 'Userpilot', category: 'onboarding', hosts: ['userpilot.io', 'userpilot.com'] },
  { name: 'Chameleon', category: 'onboarding', hosts: ['trychameleon.com'] },
  { name: 'WalkMe', category: 'onboarding', hosts: ['walkme.com'] },
  { name: 'Whatfix', category: 'onboarding', hosts: ['whatfix.com'] },
  { name: 'UserGuiding', category: 'onboarding', hosts: ['userguiding.com'] },
  { name: 'Userflow', category: 'onboarding', hosts: ['userflow.com'] },
  { name: 'Product Fruits', category: 'onboarding', hosts: ['productfruits.com'] },
  { name: 'Stonly', category: 'onboarding', hosts: ['stonly.com'] },
  { name: 'Usetiful', category: 'onboarding', hosts: ['usetiful.com'] },
  { name: 'Intro.js', category: 'onboarding', hosts: [], snippets: ['introJs('] },
  { name: 'Userlane', category: 'onboarding', hosts: ['cdn.userlane.com'] },
  { name: 'Command AI (CommandBar)', category: 'onboarding', hosts: ['api.commandbar.com'] },
  { name: 'Lemon Learning', category: 'onboarding', hosts: ['cdn.lemonlearning.com'] },
  { name: 'Shepherd.js', category: 'onboarding', hosts: [], snippets: ['new Shepherd.Tour('] },
  // Live chat and messaging widgets
  { name: 'Intercom', category: 'chat', hosts: ['widget.intercom.io', 'js.intercomcdn.com', 'intercomcdn.com'], snippets: ['intercomSettings'] },
  { name: 'Drift', category: 'chat', hosts: ['js.driftt.com', 'drift.com'], snippets: ['drift.load('] },
  { name: 'Crisp', category: 'chat', hosts: ['client.crisp.chat'], snippets: ['CRISP_WEBSITE_ID'] },
  { name: 'Zendesk', category: 'chat', hosts: ['static.zdassets.com', 'zopim.com'] },
  { name: 'tawk.to', category: 'chat', hosts: ['embed.tawk.to'], snippets: ['Tawk_API'] },
  { name: 'LiveChat', category: 'chat', hosts: ['cdn.livechatinc.com'] },
  { name: 'Tidio', category: 'chat', hosts: ['code.tidio.co'] },
  { name: 'Olark', category: 'chat', hosts: ['static.olark.com'] },
  { name: 'Freshchat', category: 'chat', hosts: ['wchat.freshchat.com', 'widget.freshworks.com'] },
  { name: 'HubSpot chat', category: 'chat', hosts: ['js.usemessages.com'] },
  { name: 'Help Scout Beacon', category: 'chat', hosts: ['beacon-v2.helpscout.net'] },
  { name: 'Qualified', category: 'chat', hosts: ['js.qualified.com'] },
  { name: 'Zoho SalesIQ', category: 'chat', hosts: ['salesiq.zoho.com', 'salesiq.zoho.eu'] },
  { name: 'Chatwoot', category: 'chat', hosts: ['app.chatwoot.com'], snippets: ['chatwootSDK'] },
  { name: 'JivoChat', category: 'chat', hosts: ['code.jivosite.com'] },
  { name: 'Smartsupp', category: 'chat', hosts: ['smartsuppchat.com'] },
  { name: 'Trengo', category: 'chat', hosts: ['static.widget.trengo.eu'] },
  { name: 'Kommunicate', category: 'chat', hosts: ['widget.kommunicate.io'] },
  { name: 'Chaport', category: 'chat', hosts: ['app.chaport.com'] },
  { name: 'Brevo Conversations', category: 'chat', hosts: ['conversations-widget.brevo.com'] },
  { name: 'Chatra', category: 'chat', hosts: ['call.chatra.io'] },
  { name: 'Gorgias', category: 'chat', hosts: ['config.gorgias.chat'] },
  { name: 'Re:amaze', category: 'chat', hosts: ['cdn.reamaze.com'] },
  { name: 'Front Chat', category: 'chat', hosts: ['chat-assets.frontapp.com'] },
  { name: 'Kustomer', category: 'chat', hosts: ['cdn.kustomerapp.com'] },
  { name: 'Gladly', category: 'chat', hosts: ['cdn.gladly.com'] },
  { name: 'Podium', category: 'chat', hosts: ['connect.podium.com'] },
  { name: 'Landbot', category: 'chat', hosts: ['cdn.landbot.io'] },
  { name: 'Botpress', category: 'chat', hosts: ['cdn.botpress.cloud'] },
  { name: 'Voiceflow', category: 'chat', hosts: ['cdn.voiceflow.com'] },
  { name: 'Ada', category: 'chat', hosts: ['static.ada.support'] },
  { name: 'HelpCrunch', category: 'chat', hosts: ['widget.helpcrunch.com'] },
  { name: 'Userlike', category: 'chat', hosts: ['userlike-cdn-widgets.s3-eu-west-1.amazonaws.com'] },
  { name: 'Customerly', category: 'chat', hosts: ['widget.customerly.io'] },
  { name: 'Gist', category: 'chat', hosts: ['widget.getgist.com'] },
  { name: 'Dixa', category: 'chat', hosts: ['messenger.dixa.io'] },
  { name: 'LivePerson', category: 'chat', hosts: ['lptag.liveperson.net'], snippets: ["'lptag.liveperson.net'"] },
  { name: 'Pure Chat', category: 'chat', hosts: ['app.purechat.com'] },
  { name: 'Chatbase', category: 'chat', hosts: ['www.chatbase.co'] },
  { name: 'Plain', category: 'chat', hosts: ['chat.cdn-plain.com'] },
  { name: 'Pylon', category: 'chat', hosts: ['widget.usepylon.com'] },
  { name: 'Tiledesk', category: 'chat', hosts: ['widget.tiledesk.com'] },
  // Product analytics and customer data
  { name: 'Segment', category: 'product-analytics', hosts: ['cdn.segment.com', 'api.segment.io'] },
  { name: 'Amplitude', category: 'product-analytics', hosts: ['cdn.amplitude.com', 'api.amplitude.com', 'api2.amplitude.com'] },
  {
    name: 'Mixpanel',
    category: 'product-analytics',
    hosts: ['cdn.mxpnl.com', 'cdn4.mxpnl.com', 'api-js.mixpanel.com', 'mixpanel.com'],
    snippets: ['mixpanel.init('],
  },
  { name: 'Heap', category: 'product-analytics', hosts: ['cdn.heapanalytics.com', 'heapanalytics.com'], snippets: ['heap.load('] },
  { name: 'PostHog', category: 'product-analytics', hosts: ['posthog.com', 'i.posthog.com'], snippets: ['posthog.init('] },
  { name: 'RudderStack', category: 'product-analytics', hosts: ['cdn.rudderlabs.com'] },
  { name: 'June', category: 'product-analytics', hosts: ['june.so'] },
  { name: 'Kissmetrics', category: 'product-analytics', hosts: ['i.kissmetrics.io', 'i.kissmetrics.com'] },
  { name: 'FullStory', category: 'product-analytics', hosts: ['edge.fullstory.com', 'fullstory.com'] },
  { name: 'LogRocket', category: 'product-analytics', hosts: ['cdn.lr-ingest.io', 'cdn.logrocket.io'] },
  { name: 'Gainsight PX', category: 'product-analytics', hosts: ['web-sdk.aptrinsic.com'] },
  { name: 'mParticle', category: 'product-analytics', hosts: ['jssdkcdns.mparticle.com'] },
  { name: 'Customer.io Data Pipelines', category: 'product-analytics', hosts: ['cdp.customer.io', 'cdp-eu.customer.io'] },
  { name: 'Woopra', category: 'product-analytics', hosts: ['static.woopra.com'] },
  { name: 'Smartlook', category: 'product-analytics', hosts: ['web-sdk.smartlook.com'] },
  { name: 'Quantum Metric', category: 'product-analytics', hosts: ['cdn.quantummetric.com'] },
  { name: 'Contentsquare', category: 'product-analytics', hosts: ['t.contentsquare.net'] },
  { name: 'OpenReplay', category: 'product-analytics', hosts: ['static.openreplay.com'] },
  { name: 'Totango', category: 'product-analytics', hosts: ['cdn.totango.com'] },
  { name: 'ChurnZero', category: 'product-analytics', hosts: ['analytics.churnzero.net'] },
  { name: 'Freshpaint', category: 'product-analytics', hosts: ['perfalytics.com'] },
  // Web analytics: recognised, never counted as product analytics
  { name: 'Google Analytics', category: 'web-analytics', hosts: ['google-analytics.com', 'analytics.google.com'] },
  { name: 'Google Tag Manager', category: 'web-analytics', hosts: ['googletagmanager.com'] },
  { name: 'Plausible', category: 'web-analytics', hosts: ['plausible.io'] },
  { name: 'Fathom', category: 'web-analytics', hosts: ['usefathom.com'] },
  { name: 'Matomo', category: 'web-analytics', hosts: ['matomo.cloud'] },
  { name: 'Simple Analytics', category: 'web-analytics', hosts: ['simpleanalyticscdn.com'] },
  { name: 'Hotjar', category: 'web-analytics', hosts: ['hotjar.com'] },
  { name: 'Microsoft Clarity', category: 'web-analytics', hosts: ['clarity.ms'] },
  // Interactive demos and click-through tours
  { name: 'Navattic', category: 'interactive-demo', hosts: ['navattic.com'] },
  { name: 'Storylane', category: 'interactive-demo', hosts: ['storylane.io'] },
  { name: 'Arcade', category: 'interactive-demo', hosts: ['arcade.software'] },
  { name: 'Walnut', category: 'interactive-demo', hosts: ['walnut.io', 'teamwalnut.com'] },
  { name: 'Reprise', category: 'interactive-demo', hosts: ['getreprise.com'] },
  { name: 'Supademo', category: 'interactive-demo', hosts: ['supademo.com'] },
  { name: 'HowdyGo', category: 'interactive-demo', hosts: ['howdygo.com'] },
  { name: 'Tourial', category: 'interactive-demo', hosts: ['tourial.com'] },
  { name: 'Demostack', category: 'interactive-demo', hosts: ['demostack.com'] },
  // Video hosts (embeds only; channel links are not product videos)
  { name: 'YouTube', category: 'video', hosts: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'] },
  { name: 'Vimeo', category: 'video', hosts: ['player.vimeo.com', 'vimeo.com'] },
  { name: 'Wistia', category: 'video', hosts: ['fast.wistia.net', 'fast.wistia.com', 'wistia.com'] },
  { name: 'Loom', category: 'video', hosts: ['loom.com'] },
  { name: 'Vidyard', category: 'video', hosts: ['play.vidyard.com', 'vidyard.com'] },
  { name: 'Mux', category: 'video', hosts: ['stream.mux.com', 'player.mux.com'] },
  // Review sites
  { name: 'G2', category: 'reviews', hosts: ['g2.com', 'g2crowd.com'] },
  { name: 'Capterra', category: 'reviews', hosts: ['capterra.com'] },
  { name: 'TrustRadius', category: 'reviews', hosts: ['trustradius.com'] },
  { name: 'Trustpilot', category: 'reviews', hosts: ['trustpilot.com'] },
  { name: 'GetApp', category: 'reviews', hosts: ['getapp.com'] },
  { name: 'Software Advice', category: 'reviews', hosts: ['softwareadvice.com'] },
  { name: 'Gartner Peer Insights', category: 'reviews', hosts: ['gartner.com'] },
  // Meeting schedulers (a booking link is a demo request)
  { name: 'Calendly', category: 'scheduling', hosts: ['calendly.com'] },
  { name: 'HubSpot Meetings', category: 'scheduling', hosts: ['meetings.hubspot.com', 'meetings-eu1.hubspot.com'] },
  { name: 'Chili Piper', category: 'scheduling', hosts: ['chilipiper.com'] },
  { name: 'SavvyCal', category: 'scheduling', hosts: ['savvycal.com'] },
  { name: 'Cal.com', category: 'scheduling', hosts: ['cal.com'] },
  // Community platforms
  { name: 'Discord', category: 'community', hosts: ['discord.gg', 'discord.com'] },
  { name: 'Slack community', category: 'community', hosts: ['join.slack.com'] },
  { name: 'Circle', category: 'community', hosts: ['circle.so'] },
  { name: 'Discourse', category: 'community', hosts: ['discourse.group'] },
];

/** Which kinds of resource show a vendor of each category in use. */
const RESOURCE_TAGS: Record<VendorCategory, ReadonlySet<Resource['tag']>> = {
  onboarding: new Set(['script', 'iframe', 'link']),
  chat: new Set(['script', 'iframe', 'link']),
  'product-analytics': new Set(['script', 'iframe', 'link', 'img']),
  'web-analytics': new Set(['script', 'iframe', 'link', 'img']),
  'interactive-demo': new Set(['script', 'iframe', 'a']),
  video: new Set(['iframe', 'script', 'video', 'source', 'embed', 'object']),
  reviews: new Set(['script', 'iframe', 'img']),
  scheduling: new Set(['a', 'iframe', 'script']),
  community: new Set(['a']),
};

export function hostMatches(host: string, vendorHost: string): boolean {
  return host === vendorHost || host.endsWith(`.${vendorHost}`);
}

export function vendorOfHost(host: string, category?: VendorCategory): Vendor | undefined {
  return VENDORS.find((vendor) => (!category || vendor.category === category) && vendor.hosts.some((known) => hostMatches(host, known)));
}

/**
 * Vendors by host, looked up once per host: a page loads hundreds of resources from
 * a handful of hosts. Bounded, so a long-lived worker does not grow it forever.
 */
const HOST_VENDORS = new Map<string, Vendor[]>();
const MAX_CACHED_HOSTS = 5000;

function vendorsOfHost(host: string): Vendor[] {
  let vendors = HOST_VENDORS.get(host);
  if (!vendors) {
    vendors = VENDORS.filter((vendor) => vendor.hosts.some((known) => hostMatches(host, known)));
    if (HOST_VENDORS.size >= MAX_CACHED_HOSTS) HOST_VENDORS.clear();
    HOST_VENDORS.set(host, vendors);
  }
  return vendors;
}

/** The vendor of a category this resource loads from, if any. */
export function vendorOfResource(resource: Resource, category: VendorCategory): Vendor | undefined {
  if (!RESOURCE_TAGS[category].has(resource.tag)) return undefined;
  return vendorsOfHost(resource.host).find((vendor) => vendor.category === category);
}

/** Vendors of a category whose snippet sits in inline script (it names its host or its own globals). */
export function vendorsInInlineScript(script: string, category: VendorCategory): Vendor[] {
  if (!script) return [];
  return VENDORS.filter(
    (vendor) =>
      vendor.category === category &&
      (vendor.hosts.some((host) => script.includes(`//${host}`) || script.includes(`.${host}/`)) ||
        (vendor.snippets ?? []).some((snippet) => script.includes(snippet))),
  );
}
