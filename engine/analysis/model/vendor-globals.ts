/**
 * Globals that vendors' scripts define on window, each with a host the vendor loads
 * from, so the vendor table (vendors.ts) names and classifies it: one table of hosts,
 * this one only says which global stands for which host. The renderer probes these names.
 */
export const VENDOR_GLOBALS: Readonly<Record<string, string>> = {
  Intercom: 'widget.intercom.io',
  drift: 'js.driftt.com',
  $crisp: 'client.crisp.chat',
  zE: 'static.zdassets.com',
  Tawk_API: 'embed.tawk.to',
  LiveChatWidget: 'cdn.livechatinc.com',
  tidioChatApi: 'code.tidio.co',
  olark: 'static.olark.com',
  fcWidget: 'wchat.freshchat.com',
  Beacon: 'beacon-v2.helpscout.net',
  $chatwoot: 'app.chatwoot.com',
  analytics: 'cdn.segment.com',
  amplitude: 'cdn.amplitude.com',
  mixpanel: 'cdn.mxpnl.com',
  heap: 'cdn.heapanalytics.com',
  posthog: 'us.i.posthog.com',
  FS: 'edge.fullstory.com',
  Appcues: 'fast.appcues.com',
  pendo: 'cdn.pendo.io',
  userpilot: 'js.userpilot.io',
  chmln: 'fast.trychameleon.com',
  WalkMeAPI: 'cdn.walkme.com',
  userGuiding: 'static.userguiding.com',
  userflow: 'js.userflow.com',
};
