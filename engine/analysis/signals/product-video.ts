import type { PageModel, VideoElement } from '../model/page-model.ts';
import { inCompanySection, namedAsBackdrop } from '../text/concepts/video-clips.ts';
import { EvidenceList } from '../text/search.ts';
import { vendorOfHost, vendorOfRequest, vendorOfResource } from '../vendors.ts';
import { defineSignal, found } from './detector.ts';

/*
 * Rule: present when a page shows an embedded video outside its footer: a video
 * host's player (iframe, embed, player script or element, or the request a rendered
 * page made for it) or a <video>, where a silent loop without controls counts unless
 * its names or its section make it a backdrop (a background, the office or team, an
 * abstract animation, a loader or icon). A link to a video, a playlist or a channel is
 * a link, not an embed, unless a lightbox plays it on the page.
 */

/** Addresses on a video host that are no player: a channel, a subscribe button, a watch or playlist page. */
const NOT_A_PLAYER = /^https?:\/\/[^/]+\/(?:@|channel\/|c\/|user\/|subscribe_embed|watch(?:[/?]|$)|playlist(?:[/?]|$)|shorts\/|share\/)/i;
/** Resources that play a video: frames, embeds, players' scripts, video files. Links are links, unless a lightbox plays them on the page. */
const PLAYER_TAGS = new Set(['iframe', 'embed', 'object', 'script', 'video', 'source']);
/** Video hosts' pages a lightbox plays: a watch page or a numbered video, not a channel. */
const ONE_VIDEO = /youtube\.com\/(?:watch\?|embed\/)|youtu\.be\/|vimeo\.com\/(?:video\/)?\d+|wistia\.com\/medias\/|loom\.com\/(?:share|embed)\//i;

/** A <video> that is watched or shows the product: controls, or a loop not named or placed as a backdrop. */
function showsTheProduct(video: VideoElement): boolean {
  if (video.region === 'footer') return false;
  if (!video.decorative) return !namedAsBackdrop(video.names) || video.controls;
  return !namedAsBackdrop(video.names) && !inCompanySection(video.before);
}

function fileOf(src: string): string {
  return src.split(/[?#]/)[0]!.split('/').pop() ?? '';
}

function addPlayers(page: PageModel, evidence: EvidenceList): void {
  for (const request of page.requests) {
    const vendor = NOT_A_PLAYER.test(request.url) ? undefined : vendorOfRequest(request, 'video');
    if (vendor) evidence.add(page.url, `${vendor.name}: the page requested ${request.host} while loading`);
  }
  for (const resource of page.resources) {
    if (resource.tag === 'a' && resource.opensPlayer && resource.region !== 'footer' && ONE_VIDEO.test(resource.url)) {
      const vendor = vendorOfHost(resource.host, 'video');
      if (vendor) evidence.add(page.url, `${vendor.name} in an on-page player: "${resource.label || resource.url}"`);
      continue;
    }
    if (!PLAYER_TAGS.has(resource.tag) || resource.region === 'footer' || NOT_A_PLAYER.test(resource.url)) continue;
    const vendor = vendorOfResource(resource, 'video');
    if (vendor) evidence.add(page.url, `${vendor.name} ${resource.tag === 'source' ? 'video' : resource.tag}: ${resource.host}`);
  }
}

/** An embedded product video: a video host's player or a <video> of the product, the hero's loop included; never a link. */
export const productVideo = defineSignal('product-video', (site) => {
  const evidence = new EvidenceList();
  for (const page of site.readable) {
    addPlayers(page, evidence);
    for (const video of page.videos) {
      if (showsTheProduct(video)) evidence.add(page.url, `<video> element${video.src ? `: ${fileOf(video.src) || video.src}` : ''}`);
    }
  }
  return found(evidence.toArray());
});
