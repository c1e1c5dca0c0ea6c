import { phrase, matches } from '../text/phrases.ts';
import { defineSignal, found } from './detector.ts';
import { vendorEvidence } from './vendor-evidence.ts';

/** A link to one video (not a channel): youtube watch/youtu.be, numeric Vimeo ids, Loom shares. */
const SINGLE_VIDEO_URL =
  /youtube\.com\/(?:watch\?|embed\/|shorts\/)|youtu\.be\/|vimeo\.com\/(?:video\/)?\d+|loom\.com\/(?:share|embed)\/|wistia\.com\/medias\//i;
const VIDEO_LINK_WORDING = phrase('watch', 'video', 'demo', 'tour', 'see how', 'ansehen', 'regarder', 'voir la vidéo', 'ver (?:el )?vídeo', 'ver video');

/**
 * A looping clip named for the product at work ("app-demo.mp4", "dashboard-tour.webm")
 * shows the product, even muted; "hero-background.mp4" is a backdrop.
 */
const SHOWS_THE_PRODUCT =
  /(?:^|[^a-z])(?:demo|product|tour|walkthrough|screencast|screen-?recording|how-?it-?works|dashboard|feature|app-?preview|produit|produkt|producto)(?:[^a-z]|$)/i;

function fileName(src: string): string {
  return src.split(/[?#]/)[0]!.split('/').pop() ?? '';
}

/**
 * An embedded product video: a video-host iframe or player script, a <video> that is
 * meant to be watched (not a muted looping backdrop), or a link to one specific video
 * offered as a video. A link to a YouTube channel is not a product video.
 */
export const productVideo = defineSignal('product-video', (site) => {
  const evidence = vendorEvidence(site, 'video');
  for (const page of site.readable) {
    for (const video of page.videos) {
      if (!video.decorative || SHOWS_THE_PRODUCT.test(fileName(video.src))) evidence.add(page.url, `<video> element${video.src ? `: ${video.src}` : ''}`);
    }
    for (const cta of page.ctas) {
      if (cta.href && SINGLE_VIDEO_URL.test(cta.href) && matches(VIDEO_LINK_WORDING, cta.text)) evidence.addCta(page, cta);
    }
  }
  return found(evidence.toArray());
});
