import type { Vendor } from './vendor.ts';

/**
 * The categories no public fingerprint set covers the way the detectors need them:
 * click-through demo tools, video hosts, review sites, meeting schedulers and community
 * platforms. Kept by hand, one vendor a line; `engine/analysis/study/vendor-sources.md`
 * says where hosts were confirmed. The generated table (`fingerprints.ts`) never gives
 * one of these hosts to another category.
 */
export const HAND_KEPT_VENDORS: readonly Vendor[] = [
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
  { name: 'Consensus', category: 'interactive-demo', hosts: ['goconsensus.com'] },
  { name: 'Guideflow', category: 'interactive-demo', hosts: ['guideflow.com'] },
  { name: 'Layerpath', category: 'interactive-demo', hosts: ['layerpath.com'] },
  { name: 'Demoboost', category: 'interactive-demo', hosts: ['demoboost.com'] },
  // Video hosts (embeds only; channel links are not product videos)
  { name: 'YouTube', category: 'video', hosts: ['youtube.com', 'youtube-nocookie.com', 'youtu.be'] },
  { name: 'Vimeo', category: 'video', hosts: ['player.vimeo.com', 'vimeo.com'] },
  { name: 'Wistia', category: 'video', hosts: ['fast.wistia.net', 'fast.wistia.com', 'wistia.com'] },
  { name: 'Loom', category: 'video', hosts: ['loom.com'] },
  { name: 'Vidyard', category: 'video', hosts: ['play.vidyard.com', 'vidyard.com'] },
  { name: 'Mux', category: 'video', hosts: ['stream.mux.com', 'player.mux.com'] },
  { name: 'Brightcove', category: 'video', hosts: ['players.brightcove.net'] },
  { name: 'JW Player', category: 'video', hosts: ['cdn.jwplayer.com', 'content.jwplatform.com'] },
  { name: 'Dailymotion', category: 'video', hosts: ['dailymotion.com', 'geo.dailymotion.com'] },
  { name: 'Bunny Stream', category: 'video', hosts: ['iframe.mediadelivery.net'] },
  { name: 'Cloudflare Stream', category: 'video', hosts: ['iframe.videodelivery.net', 'cloudflarestream.com'] },
  { name: 'Streamable', category: 'video', hosts: ['streamable.com'] },
  { name: 'SproutVideo', category: 'video', hosts: ['videos.sproutvideo.com'] },
  // Review sites
  { name: 'G2', category: 'reviews', hosts: ['g2.com', 'g2crowd.com'] },
  { name: 'Capterra', category: 'reviews', hosts: ['capterra.com', 'capterra.com.de', 'capterra.fr', 'capterra.es', 'capterra.co.uk'] },
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
