import { describe, expect, it } from 'vitest';
import { detectOn } from '../testing/site-from-html.ts';
import { productVideo } from './product-video.ts';

describe('product-video', () => {
  it('finds an embedded YouTube video', () => {
    const result = detectOn(productVideo, { '/': '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>' });
    expect(result.evidence[0]?.text).toBe('YouTube iframe: www.youtube-nocookie.com');
  });

  it('finds a lazily loaded Vimeo player (data-src)', () => {
    expect(detectOn(productVideo, { '/': '<iframe data-src="https://player.vimeo.com/video/123"></iframe>' }).present).toBe(true);
  });

  it('finds a <video> with controls', () => {
    expect(detectOn(productVideo, { '/': '<video controls><source src="/tour.mp4"></video>' }).present).toBe(true);
  });

  it('finds a lite-youtube embed', () => {
    expect(detectOn(productVideo, { '/': '<lite-youtube videoid="abc123"></lite-youtube>' }).present).toBe(true);
  });

  it('does not count a link to a YouTube channel', () => {
    expect(detectOn(productVideo, { '/': '<a href="https://www.youtube.com/@acme">Watch us on YouTube</a>' }).present).toBe(false);
  });

  it('does not count a muted looping background video', () => {
    expect(detectOn(productVideo, { '/': '<video autoplay muted loop playsinline src="/office.mp4"></video>' }).present).toBe(false);
  });
});
