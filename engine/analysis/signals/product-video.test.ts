import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
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

  it('reads German: "Produktvideo ansehen" with an embedded player', () => {
    expect(
      detectOn(productVideo, {
        '/': '<h2>Produktvideo ansehen</h2><iframe src="https://www.youtube-nocookie.com/embed/xyz" title="Kundenfluss in 2 Minuten"></iframe>',
      }).present,
    ).toBe(true);
  });

  it('rejects German: a link to the YouTube channel', () => {
    expect(detectOn(productVideo, { '/': '<footer><a href="https://www.youtube.com/@kundenfluss">Folgen Sie uns auf YouTube</a></footer>' }).present).toBe(
      false,
    );
  });

  it('reads French: "Découvrez Agendia en vidéo" with a Vimeo player', () => {
    expect(detectOn(productVideo, { '/': '<h2>Découvrez Agendia en vidéo</h2><iframe src="https://player.vimeo.com/video/98765"></iframe>' }).present).toBe(
      true,
    );
  });

  it('rejects French: "Regardez notre webinaire" linked to a replay page', () => {
    expect(detectOn(productVideo, { '/': '<a href="https://www.youtube.com/watch?v=abc">Regardez notre webinaire en replay</a>' }).present).toBe(false);
  });

  it('reads Spanish: "Mira cómo funciona" with a video with controls', () => {
    expect(
      detectOn(productVideo, { '/': '<h2>Mira cómo funciona</h2><video controls poster="/demo.jpg"><source src="/como-funciona.mp4"></video>' }).present,
    ).toBe(true);
  });

  it('rejects Spanish: a muted background video behind "Nuestro equipo"', () => {
    expect(
      detectOn(productVideo, { '/': '<section><video autoplay muted loop playsinline src="/oficina.mp4"></video><h2>Nuestro equipo</h2></section>' }).present,
    ).toBe(false);
  });

  it('counts a muted looping clip named for the product at work, not one named as a backdrop', () => {
    expect(detectOn(productVideo, { '/': '<video autoplay muted loop playsinline><source src="/media/app-demo.mp4"></video>' }).present).toBe(true);
    expect(detectOn(productVideo, { '/': '<video autoplay muted loop playsinline><source src="/media/hero-background.mp4"></video>' }).present).toBe(false);
    expect(detectOn(productVideo, { '/': '<video autoplay muted loop playsinline src="/media/office-team.webm"></video>' }).present).toBe(false);
  });
});
