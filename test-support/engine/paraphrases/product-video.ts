import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/**
 * product-video: an embedded product video (DESIGN section 3): a player iframe or a
 * <video> in the page's content, the hero's autoplaying loop of the product included.
 * Not: a link to a video or a channel (a "Watch demo" link to a watch page is a link,
 * not an embed), a backdrop loop, an animated GIF or Lottie drawing, a podcast, a map
 * or form iframe.
 */

const youtube = (id: string, title: string) => `<iframe src="https://www.youtube.com/embed/${id}" title="${title}" allowfullscreen></iframe>`;
const nocookie = (id: string, title: string) => `<iframe src="https://www.youtube-nocookie.com/embed/${id}" title="${title}"></iframe>`;
const vimeo = (id: string) => `<iframe src="https://player.vimeo.com/video/${id}" allow="autoplay; fullscreen"></iframe>`;
const wistia = (id: string) =>
  `<script src="https://fast.wistia.com/embed/medias/${id}.jsonp" async></script><script src="https://fast.wistia.com/assets/external/E-v1.js" async></script><div class="wistia_embed wistia_async_${id}"></div>`;
const loom = (id: string) => `<iframe src="https://www.loom.com/embed/${id}" allowfullscreen></iframe>`;
const vidyard = (id: string) =>
  `<script src="https://play.vidyard.com/embed/v4.js"></script><img class="vidyard-player-embed" src="https://play.vidyard.com/${id}.jpg" data-uuid="${id}" data-v="4">`;
const section = (heading: string, content: string) => `<main><section><h2>${heading}</h2>${content}</section></main>`;
const heroLoop = (headline: string, file: string) =>
  `<main><section class="hero"><h1>${headline}</h1><video autoplay muted loop playsinline><source src="${file}" type="video/mp4"></video></section></main>`;
const link = (href: string, text: string) => `<main><h1>Acme</h1><p><a href="${href}">${text}</a></p></main>`;
const backdrop = (headline: string, file: string, classes = 'hero') =>
  `<main><section class="${classes}"><video autoplay muted loop playsinline aria-hidden="true" src="${file}"></video><h1>${headline}</h1></section></main>`;

/** Cases added after reading the corpus (kinds, not its sentences): a link a lightbox plays on the page is an embed; a lightbox link to a channel is not. */
const lightbox = (attributes: string, href: string, text: string) =>
  `<main><section class="hero"><h1>Acme</h1><a ${attributes} href="${href}">${text}</a></section></main>`;
const MORE = {
  en: {
    positive: [
      {
        html: lightbox('class="btn-watch-video glightbox" data-type="video"', 'https://vimeo.com/812345678', 'Watch the introduction'),
        why: 'a lightbox player',
      },
    ],
    negative: [{ html: lightbox('class="glightbox"', 'https://www.youtube.com/@acmehq', 'Our channel'), why: 'a lightbox link to a channel' }],
  },
  de: {
    positive: [{ html: lightbox('data-fancybox', 'https://www.youtube.com/watch?v=dE1fG2hI3jK', 'Einführungsvideo abspielen'), why: 'a Fancybox player' }],
    negative: [{ html: lightbox('data-fancybox', 'https://www.youtube.com/@acme-de', 'Unser Kanal'), why: 'a channel' }],
  },
  fr: {
    positive: [
      { html: lightbox('class="popup-youtube"', 'https://www.youtube.com/watch?v=fR1aB2cD3eF', 'Voir la présentation'), why: 'a Magnific Popup player' },
    ],
    negative: [{ html: lightbox('class="popup-youtube"', 'https://www.youtube.com/@acme-fr', 'Notre chaîne'), why: 'a channel' }],
  },
  es: {
    positive: [{ html: lightbox('data-lity', 'https://vimeo.com/934567812', 'Ver la presentación'), why: 'a Lity player' }],
    negative: [{ html: lightbox('data-lity', 'https://www.youtube.com/@acme-es', 'Nuestro canal'), why: 'a channel' }],
  },
};

export default defineParaphraseSuite('product-video', {
  en: {
    positive: [
      ...MORE.en.positive,
      { html: section('See Acme in action', youtube('a1B2c3D4e5F', 'Acme product tour')), why: 'a YouTube embed' },
      { html: section('How it works', nocookie('Zx9Yw8Vu7Ts', 'Two-minute walkthrough')), why: 'youtube-nocookie' },
      { html: section('Watch the 90-second overview', vimeo('812345678')), why: 'a Vimeo player' },
      { html: section('Product tour', wistia('k3j4h5g6f7')), why: 'a Wistia embed' },
      { html: section('A quick look inside', loom('9f8e7d6c5b4a39281706f5e4d3c2b1a0')), why: 'a Loom embed' },
      { html: section('Meet the new editor', vidyard('Rk7pQ2mX9sLb')), why: 'a Vidyard player' },
      {
        html: section('See it for yourself', '<video controls poster="/media/tour-poster.jpg" src="/media/tour.mp4"></video>'),
        why: 'a <video> with controls',
      },
      { html: heroLoop('Plan the whole sprint on one board', '/videos/board-demo.mp4'), why: 'a hero loop of the product' },
      { html: heroLoop('Invoices that send themselves', '/assets/hero.mp4'), why: 'a hero loop, plainly named' },
      { html: section('Watch the demo', '<lite-youtube videoid="Q1w2E3r4T5y"></lite-youtube>'), why: 'a lite-youtube facade' },
      { html: section('Watch the demo', '<lite-vimeo videoid="765432109"></lite-vimeo>'), why: 'a lite-vimeo facade' },
      {
        html: section('Two minutes to see why', '<iframe data-src="https://www.youtube.com/embed/LzY5xW4vU3t" class="lazyload"></iframe>'),
        why: 'a lazily loaded embed',
      },
      {
        html: '<main><h1>Reports in one click</h1><section class="hero"><header><h2>Reports in one click</h2></header><video autoplay loop muted playsinline src="https://cdn.acme.test/product/reports.webm"></video></section></main>',
        why: 'a product loop from a CDN',
      },
      {
        html: section('Onboarding, explained', '<dialog id="tour"><iframe src="https://www.youtube.com/embed/Hg6Fd5Sa4Qw"></iframe></dialog>'),
        why: 'a player in a modal',
      },
      {
        html: section('See it move', '<iframe src="https://player.vimeo.com/video/700100200?background=1&amp;muted=1"></iframe>'),
        why: 'a Vimeo loop in background mode',
      },
      { html: section('All our tutorials', '<iframe src="https://www.youtube.com/embed/videoseries?list=PLa1b2c3d4e5f6"></iframe>'), why: 'a playlist player' },
      {
        html: section('Take the tour', '<video preload="none" poster="/img/demo-poster.jpg" src="/media/demo.mp4"></video><button>Play video</button>'),
        why: 'a custom-player video',
      },
      {
        html: section(
          'What Acme does',
          '<mux-player playback-id="a4nOgmxGWg6gULfcBbAa00gXyfcwPnAFldF8RdsNyk8M" metadata-video-title="Acme overview"></mux-player>',
        ),
        why: 'a Mux player',
      },
      {
        html: section('Getting started', '<div class="video"><iframe src="https://fast.wistia.net/embed/iframe/p9o8i7u6y5" allowfullscreen></iframe></div>'),
        why: 'a Wistia iframe',
      },
      {
        html: '<main><article><h1>Set up your first workspace</h1><p>This short video walks you through it.</p><iframe src="https://www.youtube-nocookie.com/embed/Ab12Cd34Ef5"></iframe></article></main>',
        why: 'a video in a docs article',
      },
      {
        html: section(
          'Ship your first campaign',
          '<video autoplay muted loop playsinline><source src="/media/campaign-builder.webm" type="video/webm"></video>',
        ),
        why: 'a loop named for a feature',
      },
      {
        html: section('Watch it work', '<video data-src="/videos/automation-flow.mp4" autoplay muted loop playsinline class="lazy"></video>'),
        why: 'a lazy loop',
      },
      {
        html: section('A closer look', '<iframe src="https://player.vimeo.com/video/555444333?h=ab12cd34" title="Acme: the inbox for teams"></iframe>'),
        why: 'Vimeo with a hash',
      },
      {
        html: '<header class="hero"><h1>Your calendar, sorted</h1><video autoplay muted loop playsinline src="/media/calendar-ui.mp4"></video></header><main><p>More below.</p></main>',
        why: 'a hero drawn in a page-level header',
      },
      {
        html: section('Watch the keynote demo', '<iframe src="https://www.youtube.com/embed/Kp9Lo8Ji7Hu?start=42" loading="lazy"></iframe>'),
        why: 'an embed that starts at a time',
      },
    ],
    negative: [
      ...MORE.en.negative,
      { html: link('https://www.youtube.com/@acmehq', 'Subscribe to our YouTube channel'), why: 'a channel link' },
      { html: link('https://www.youtube.com/watch?v=a1B2c3D4e5F', 'Watch demo'), why: 'a watch link, not an embed' },
      { html: link('https://youtu.be/Zx9Yw8Vu7Ts', 'Watch the video'), why: 'a short link' },
      { html: link('https://vimeo.com/812345678', 'Watch on Vimeo'), why: 'a Vimeo page link' },
      { html: backdrop('Work from anywhere', '/video/hero-background.mp4'), why: 'a backdrop by name' },
      {
        html: `<main><section><h2>Our team</h2><video autoplay muted loop playsinline src="/media/office.mp4"></video><p>We are 40 people in three cities.</p></section></main>`,
        why: 'an office loop',
      },
      { html: backdrop('Calm, clear finance', '/media/ambient.mp4', 'hero bg-video'), why: 'a background video by class' },
      {
        html: '<main><h1>Acme</h1></main><footer><a href="https://www.youtube.com/@acme"><img src="/i/youtube.svg" alt="YouTube"></a></footer>',
        why: 'a footer icon',
      },
      { html: section('Visit us', '<iframe src="https://www.google.com/maps/embed?pb=!1m18" title="Map"></iframe>'), why: 'a map' },
      { html: section('Book a call', '<iframe src="https://calendly.com/acme/intro" title="Schedule"></iframe>'), why: 'a booking widget' },
      { html: section('Video coming soon', '<img src="/img/video-thumbnail.jpg" alt="Video thumbnail">'), why: 'a thumbnail image' },
      { html: link('/webinars/spring', 'Register for our live webinar'), why: 'a webinar' },
      { html: link('https://www.youtube.com/playlist?list=PLa1b2c3d4', 'Watch our video tutorials on YouTube'), why: 'a playlist link' },
      { html: section('Loading', '<video autoplay muted loop playsinline src="/icons/spinner.mp4"></video>'), why: 'an animated icon' },
      { html: section('See how it works', '<img src="/img/demo.gif" alt="Acme in action">'), why: 'an animated GIF' },
      { html: section('Automations that run themselves', '<lottie-player src="/anim/hero.json" autoplay loop></lottie-player>'), why: 'a Lottie drawing' },
      { html: section('Video calls built in', '<p>Start a video call from any task, no extra app needed.</p>'), why: 'video as a feature word' },
      { html: link('https://www.loom.com/share/0a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Watch a two-minute walkthrough'), why: 'a Loom share link' },
      { html: link('https://acme.wistia.com/medias/k3j4h5g6f7', 'See the product tour'), why: 'a Wistia page link' },
      {
        html: '<main><h1>Acme</h1><div class="g-ytsubscribe" data-channel="acmehq"></div><script src="https://apis.google.com/js/platform.js"></script></main>',
        why: 'a subscribe button',
      },
      { html: '<nav><a href="/videos">Videos</a><a href="/pricing">Pricing</a></nav><main><h1>Acme</h1></main>', why: 'a videos page link' },
      { html: backdrop('Data, beautifully calm', '/media/gradient-waves.webm'), why: 'an abstract backdrop' },
      { html: section('Listen to the podcast', '<audio controls src="/podcast/episode-12.mp3"></audio>'), why: 'a podcast' },
      { html: section('Tell us about your team', '<iframe src="https://form.typeform.com/to/Ab12Cd" title="Survey"></iframe>'), why: 'a form' },
      {
        html: '<main><h1>Acme</h1><a href="https://www.youtube.com/watch?v=Hg6Fd5Sa4Qw"><img src="/img/video-poster.jpg" alt="Play video"></a></main>',
        why: 'a poster image linking to a watch page',
      },
      {
        html: '<main><h1>Acme</h1></main><footer><video autoplay muted loop playsinline src="/media/logo-animation.mp4"></video></footer>',
        why: 'a logo animation in the footer',
      },
    ],
  },
  de: {
    positive: [
      ...MORE.de.positive,
      { html: section('Acme in zwei Minuten', youtube('dE1fG2hI3jK', 'Acme Produktvideo')), why: 'YouTube' },
      { html: section('So funktioniert es', nocookie('mN4oP5qR6sT', 'Produkttour')), why: 'youtube-nocookie' },
      { html: section('Produktvideo ansehen', vimeo('901234567')), why: 'Vimeo' },
      { html: section('Die Tour durch Acme', wistia('w1x2y3z4a5')), why: 'Wistia' },
      { html: section('Ein kurzer Rundgang', loom('1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d')), why: 'Loom' },
      { html: section('Das neue Dashboard', vidyard('Hx3kL9pQ2mZa')), why: 'Vidyard' },
      { html: section('Sehen Sie selbst', '<video controls src="/medien/rundgang.mp4" poster="/medien/rundgang.jpg"></video>'), why: 'a video with controls' },
      { html: heroLoop('Dienstpläne, die sich selbst schreiben', '/videos/dienstplan-demo.mp4'), why: 'a hero loop of the product' },
      { html: heroLoop('Buchhaltung ohne Zettelwirtschaft', '/assets/startseite.mp4'), why: 'a hero loop' },
      { html: section('Video ansehen', '<lite-youtube videoid="uV7wX8yZ9aB"></lite-youtube>'), why: 'lite-youtube' },
      { html: section('Video ansehen', '<lite-vimeo videoid="876543210"></lite-vimeo>'), why: 'lite-vimeo' },
      { html: section('In 90 Sekunden erklärt', '<iframe data-src="https://www.youtube-nocookie.com/embed/cD2eF3gH4iJ"></iframe>'), why: 'lazy embed' },
      {
        html: section('Einsatzplanung live', '<video autoplay loop muted playsinline src="https://cdn.acme.test/produkt/einsatzplanung.webm"></video>'),
        why: 'a product loop',
      },
      { html: section('Kurz erklärt', '<dialog><iframe src="https://www.youtube.com/embed/kL5mN6oP7qR"></iframe></dialog>'), why: 'in a modal' },
      { html: section('So sieht es aus', '<iframe src="https://player.vimeo.com/video/612345987?background=1"></iframe>'), why: 'Vimeo background' },
      { html: section('Alle Anleitungen', '<iframe src="https://www.youtube.com/embed/videoseries?list=PLde12ab34cd"></iframe>'), why: 'a playlist player' },
      {
        html: section(
          'Rundgang starten',
          '<video preload="none" poster="/bilder/vorschau.jpg" src="/medien/rundgang.mp4"></video><button>Video abspielen</button>',
        ),
        why: 'a custom player',
      },
      { html: section('Was Acme kann', '<mux-player playback-id="xY12zA34bC56dE78fG90hI" metadata-video-title="Acme Überblick"></mux-player>'), why: 'Mux' },
      { html: section('Erste Schritte', '<iframe src="https://fast.wistia.net/embed/iframe/q1w2e3r4t5"></iframe>'), why: 'a Wistia iframe' },
      {
        html: '<main><article><h1>Ihr erstes Projekt anlegen</h1><p>Das Video zeigt jeden Schritt.</p><iframe src="https://www.youtube-nocookie.com/embed/gH7iJ8kL9mN"></iframe></article></main>',
        why: 'a docs article',
      },
      {
        html: section('Rechnungen automatisch', '<video autoplay muted loop playsinline><source src="/medien/rechnungs-workflow.webm"></video>'),
        why: 'a feature loop',
      },
      { html: section('So läuft es', '<video data-src="/videos/freigabe-ablauf.mp4" autoplay muted loop playsinline></video>'), why: 'a lazy loop' },
      {
        html: section('Genauer hingeschaut', '<iframe src="https://player.vimeo.com/video/598765432?h=1a2b3c" title="Acme: Zeiterfassung"></iframe>'),
        why: 'Vimeo with hash',
      },
      {
        html: '<header class="hero"><h1>Termine im Griff</h1><video autoplay muted loop playsinline src="/medien/kalender-ansicht.mp4"></video></header><main><p>Mehr dazu.</p></main>',
        why: 'a page-level header hero',
      },
      { html: section('Die Keynote-Demo', '<iframe src="https://www.youtube.com/embed/oP8qR9sT0uV?start=30"></iframe>'), why: 'an embed with a start time' },
    ],
    negative: [
      ...MORE.de.negative,
      { html: link('https://www.youtube.com/@acme-de', 'Abonnieren Sie unseren YouTube-Kanal'), why: 'a channel' },
      { html: link('https://www.youtube.com/watch?v=dE1fG2hI3jK', 'Demo ansehen'), why: 'a watch link' },
      { html: link('https://youtu.be/mN4oP5qR6sT', 'Zum Video'), why: 'a short link' },
      { html: link('https://vimeo.com/901234567', 'Auf Vimeo ansehen'), why: 'a Vimeo page' },
      { html: backdrop('Arbeiten, wo Sie wollen', '/video/hintergrund.mp4'), why: 'a backdrop (German name)' },
      {
        html: '<main><section><h2>Unser Team</h2><video autoplay muted loop playsinline src="/medien/buero-team.mp4"></video><p>30 Menschen in Leipzig.</p></section></main>',
        why: 'an office loop',
      },
      { html: backdrop('Ruhige Finanzen', '/medien/stimmung.mp4', 'hero background-video'), why: 'background class' },
      {
        html: '<main><h1>Acme</h1></main><footer><a href="https://www.youtube.com/@acme"><img src="/i/youtube.svg" alt="YouTube"></a></footer>',
        why: 'footer icon',
      },
      { html: section('Anfahrt', '<iframe src="https://www.google.com/maps/embed?pb=!1m14" title="Karte"></iframe>'), why: 'a map' },
      { html: section('Termin buchen', '<iframe src="https://calendly.com/acme-de/beratung"></iframe>'), why: 'a booking widget' },
      { html: section('Video folgt in Kürze', '<img src="/bilder/video-vorschau.jpg" alt="Videovorschau">'), why: 'a thumbnail' },
      { html: link('/webinare/fruehjahr', 'Jetzt zum Live-Webinar anmelden'), why: 'a webinar' },
      { html: link('https://www.youtube.com/playlist?list=PLde99', 'Alle Video-Anleitungen auf YouTube'), why: 'a playlist link' },
      { html: section('Wird geladen', '<video autoplay muted loop playsinline src="/icons/lade-animation.mp4"></video>'), why: 'an animated icon' },
      { html: section('So funktioniert es', '<img src="/bilder/ablauf.gif" alt="Acme im Einsatz">'), why: 'a GIF' },
      { html: section('Automatisch erledigt', '<lottie-player src="/animation/start.json" autoplay loop></lottie-player>'), why: 'Lottie' },
      { html: section('Videokonferenzen inklusive', '<p>Starten Sie aus jeder Aufgabe eine Videokonferenz, ganz ohne Zusatz-App.</p>'), why: 'a feature word' },
      { html: link('https://www.loom.com/share/9f8e7d6c5b4a39281706f5e4d3c2b1a0', 'Kurzes Erklärvideo ansehen'), why: 'a Loom share link' },
      { html: link('https://acme.wistia.com/medias/w1x2y3z4a5', 'Zur Produkttour'), why: 'a Wistia page link' },
      {
        html: '<main><h1>Acme</h1><div class="g-ytsubscribe" data-channel="acmede"></div><script src="https://apis.google.com/js/platform.js"></script></main>',
        why: 'a subscribe button',
      },
      { html: '<nav><a href="/videos">Videos</a><a href="/preise">Preise</a></nav><main><h1>Acme</h1></main>', why: 'a videos page link' },
      { html: backdrop('Daten in Ruhe', '/medien/farbverlauf-wellen.webm'), why: 'an abstract backdrop' },
      { html: section('Zum Podcast', '<audio controls src="/podcast/folge-7.mp3"></audio>'), why: 'a podcast' },
      { html: section('Erzählen Sie uns mehr', '<iframe src="https://form.typeform.com/to/De12Fg" title="Umfrage"></iframe>'), why: 'a form' },
      {
        html: '<main><h1>Acme</h1><a href="https://www.youtube.com/watch?v=kL5mN6oP7qR"><img src="/bilder/video-poster.jpg" alt="Video abspielen"></a></main>',
        why: 'a poster link',
      },
    ],
  },
  fr: {
    positive: [
      ...MORE.fr.positive,
      { html: section('Acme en deux minutes', youtube('fR1aB2cD3eF', 'Présentation Acme')), why: 'YouTube' },
      { html: section('Comment ça marche', nocookie('gH4iJ5kL6mN', 'Visite du produit')), why: 'youtube-nocookie' },
      { html: section('Découvrez Acme en vidéo', vimeo('923456781')), why: 'Vimeo' },
      { html: section('La visite guidée', wistia('f1r2a3n4c5')), why: 'Wistia' },
      { html: section('Un rapide tour', loom('2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e')), why: 'Loom' },
      { html: section('Le nouvel éditeur', vidyard('Fr8kL2pQ7mZa')), why: 'Vidyard' },
      {
        html: section('Voyez par vous-même', '<video controls src="/medias/presentation.mp4" poster="/medias/presentation.jpg"></video>'),
        why: 'a video with controls',
      },
      { html: heroLoop('Vos plannings en un clin d’œil', '/videos/demo-planning.mp4'), why: 'a hero loop' },
      { html: heroLoop('La facturation sans paperasse', '/assets/accueil.mp4'), why: 'a hero loop' },
      { html: section('Voir la vidéo', '<lite-youtube videoid="oP7qR8sT9uV"></lite-youtube>'), why: 'lite-youtube' },
      { html: section('Voir la vidéo', '<lite-vimeo videoid="887766554"></lite-vimeo>'), why: 'lite-vimeo' },
      { html: section('Expliqué en 90 secondes', '<iframe data-src="https://www.youtube.com/embed/wX1yZ2aB3cD"></iframe>'), why: 'a lazy embed' },
      {
        html: section('Le planning en direct', '<video autoplay loop muted playsinline src="https://cdn.acme.test/produit/planning.webm"></video>'),
        why: 'a product loop',
      },
      { html: section('En bref', '<dialog><iframe src="https://www.youtube.com/embed/eF4gH5iJ6kL"></iframe></dialog>'), why: 'a modal' },
      { html: section('Tout en mouvement', '<iframe src="https://player.vimeo.com/video/634512789?background=1"></iframe>'), why: 'Vimeo background' },
      { html: section('Nos tutoriels', '<iframe src="https://www.youtube.com/embed/videoseries?list=PLfr12ab34"></iframe>'), why: 'a playlist player' },
      {
        html: section('Lancer la visite', '<video preload="none" poster="/img/apercu.jpg" src="/medias/visite.mp4"></video><button>Lire la vidéo</button>'),
        why: 'a custom player',
      },
      { html: section('Ce que fait Acme', '<mux-player playback-id="Fr12zA34bC56dE78fG90hI" metadata-video-title="Acme en bref"></mux-player>'), why: 'Mux' },
      { html: section('Premiers pas', '<iframe src="https://fast.wistia.net/embed/iframe/z1x2c3v4b5"></iframe>'), why: 'Wistia iframe' },
      {
        html: '<main><article><h1>Créer votre premier espace</h1><p>La vidéo montre chaque étape.</p><iframe src="https://www.youtube-nocookie.com/embed/mN7oP8qR9sT"></iframe></article></main>',
        why: 'a docs article',
      },
      {
        html: section('Relances automatiques', '<video autoplay muted loop playsinline><source src="/medias/relances-fonctionnalite.webm"></video>'),
        why: 'a feature loop',
      },
      { html: section('Regardez-le tourner', '<video data-src="/videos/flux-validation.mp4" autoplay muted loop playsinline></video>'), why: 'a lazy loop' },
      {
        html: section('De plus près', '<iframe src="https://player.vimeo.com/video/576543210?h=9z8y7x" title="Acme : la caisse"></iframe>'),
        why: 'Vimeo with hash',
      },
      {
        html: '<header class="hero"><h1>Vos rendez-vous, enfin simples</h1><video autoplay muted loop playsinline src="/medias/agenda-interface.mp4"></video></header><main><p>La suite.</p></main>',
        why: 'a page-level header hero',
      },
      { html: section('La démo de la keynote', '<iframe src="https://www.youtube.com/embed/tU9vW0xY1zA?start=15"></iframe>'), why: 'a start time' },
    ],
    negative: [
      ...MORE.fr.negative,
      { html: link('https://www.youtube.com/@acme-fr', 'Abonnez-vous à notre chaîne YouTube'), why: 'a channel' },
      { html: link('https://www.youtube.com/watch?v=fR1aB2cD3eF', 'Voir la démo'), why: 'a watch link' },
      { html: link('https://youtu.be/gH4iJ5kL6mN', 'Regarder la vidéo'), why: 'a short link' },
      { html: link('https://vimeo.com/923456781', 'Voir sur Vimeo'), why: 'a Vimeo page' },
      { html: backdrop('Travaillez où vous voulez', '/video/fond-accueil.mp4'), why: 'a backdrop (French name)' },
      {
        html: '<main><section><h2>Notre équipe</h2><video autoplay muted loop playsinline src="/medias/bureaux-equipe.mp4"></video><p>25 personnes à Nantes.</p></section></main>',
        why: 'an office loop',
      },
      { html: backdrop('Des finances sereines', '/medias/ambiance.mp4', 'hero video-background'), why: 'background class' },
      {
        html: '<main><h1>Acme</h1></main><footer><a href="https://www.youtube.com/@acme"><img src="/i/youtube.svg" alt="YouTube"></a></footer>',
        why: 'footer icon',
      },
      { html: section('Nous trouver', '<iframe src="https://www.google.com/maps/embed?pb=!1m12" title="Plan"></iframe>'), why: 'a map' },
      { html: section('Prendre rendez-vous', '<iframe src="https://calendly.com/acme-fr/decouverte"></iframe>'), why: 'a booking widget' },
      { html: section('Vidéo bientôt disponible', '<img src="/img/miniature-video.jpg" alt="Miniature vidéo">'), why: 'a thumbnail' },
      { html: link('/webinaires/printemps', 'Inscrivez-vous au webinaire en direct'), why: 'a webinar' },
      { html: link('https://www.youtube.com/playlist?list=PLfr99', 'Tous nos tutoriels vidéo sur YouTube'), why: 'a playlist link' },
      { html: section('Chargement', '<video autoplay muted loop playsinline src="/icones/chargement.mp4"></video>'), why: 'an animated icon' },
      { html: section('Comment ça marche', '<img src="/img/demo.gif" alt="Acme en action">'), why: 'a GIF' },
      { html: section('Tout en automatique', '<lottie-player src="/animations/accueil.json" autoplay loop></lottie-player>'), why: 'Lottie' },
      { html: section('Visioconférence intégrée', '<p>Lancez une visio depuis chaque tâche, sans application en plus.</p>'), why: 'a feature word' },
      { html: link('https://www.loom.com/share/8e7d6c5b4a39281706f5e4d3c2b1a0f9', 'Voir la présentation de deux minutes'), why: 'a Loom share link' },
      { html: link('https://acme.wistia.com/medias/f1r2a3n4c5', 'Voir la visite du produit'), why: 'a Wistia page link' },
      {
        html: '<main><h1>Acme</h1><div class="g-ytsubscribe" data-channel="acmefr"></div><script src="https://apis.google.com/js/platform.js"></script></main>',
        why: 'a subscribe button',
      },
      { html: '<nav><a href="/videos">Vidéos</a><a href="/tarifs">Tarifs</a></nav><main><h1>Acme</h1></main>', why: 'a videos page link' },
      { html: backdrop('Vos données, au calme', '/medias/degrade-abstrait.webm'), why: 'an abstract backdrop' },
      { html: section('Écoutez le podcast', '<audio controls src="/podcast/episode-3.mp3"></audio>'), why: 'a podcast' },
      { html: section('Parlez-nous de vous', '<iframe src="https://form.typeform.com/to/Fr12Gh" title="Questionnaire"></iframe>'), why: 'a form' },
      {
        html: '<main><h1>Acme</h1><a href="https://www.youtube.com/watch?v=eF4gH5iJ6kL"><img src="/img/affiche-video.jpg" alt="Lire la vidéo"></a></main>',
        why: 'a poster link',
      },
    ],
  },
  es: {
    positive: [
      ...MORE.es.positive,
      { html: section('Acme en dos minutos', youtube('eS1aB2cD3eF', 'Presentación de Acme')), why: 'YouTube' },
      { html: section('Cómo funciona', nocookie('hI4jK5lM6nO', 'Recorrido del producto')), why: 'youtube-nocookie' },
      { html: section('Mira Acme en vídeo', vimeo('934567812')), why: 'Vimeo' },
      { html: section('El recorrido completo', wistia('e1s2p3a4n5')), why: 'Wistia' },
      { html: section('Un vistazo rápido', loom('3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f')), why: 'Loom' },
      { html: section('El nuevo panel', vidyard('Es9kL3pQ8mZa')), why: 'Vidyard' },
      {
        html: section('Míralo tú mismo', '<video controls src="/medios/presentacion.mp4" poster="/medios/presentacion.jpg"></video>'),
        why: 'a video with controls',
      },
      { html: heroLoop('Tus turnos, organizados solos', '/videos/demo-turnos.mp4'), why: 'a hero loop' },
      { html: heroLoop('Facturación sin papeles', '/assets/portada.mp4'), why: 'a hero loop' },
      { html: section('Ver vídeo', '<lite-youtube videoid="pQ8rS9tU0vW"></lite-youtube>'), why: 'lite-youtube' },
      { html: section('Ver vídeo', '<lite-vimeo videoid="898877665"></lite-vimeo>'), why: 'lite-vimeo' },
      { html: section('Explicado en 90 segundos', '<iframe data-src="https://www.youtube.com/embed/xY2zA3bC4dE"></iframe>'), why: 'a lazy embed' },
      {
        html: section('La agenda en directo', '<video autoplay loop muted playsinline src="https://cdn.acme.test/producto/agenda.webm"></video>'),
        why: 'a product loop',
      },
      { html: section('En resumen', '<dialog><iframe src="https://www.youtube.com/embed/fG5hI6jK7lM"></iframe></dialog>'), why: 'a modal' },
      { html: section('Todo en movimiento', '<iframe src="https://player.vimeo.com/video/645123789?background=1"></iframe>'), why: 'Vimeo background' },
      { html: section('Nuestros tutoriales', '<iframe src="https://www.youtube.com/embed/videoseries?list=PLes12ab34"></iframe>'), why: 'a playlist player' },
      {
        html: section(
          'Empieza el recorrido',
          '<video preload="none" poster="/img/vista-previa.jpg" src="/medios/recorrido.mp4"></video><button>Reproducir vídeo</button>',
        ),
        why: 'a custom player',
      },
      { html: section('Qué hace Acme', '<mux-player playback-id="Es12zA34bC56dE78fG90hI" metadata-video-title="Acme en breve"></mux-player>'), why: 'Mux' },
      { html: section('Primeros pasos', '<iframe src="https://fast.wistia.net/embed/iframe/m1n2b3v4c5"></iframe>'), why: 'Wistia iframe' },
      {
        html: '<main><article><h1>Crea tu primer espacio</h1><p>El vídeo muestra cada paso.</p><iframe src="https://www.youtube-nocookie.com/embed/nO8pQ9rS0tU"></iframe></article></main>',
        why: 'a docs article',
      },
      {
        html: section('Recordatorios automáticos', '<video autoplay muted loop playsinline><source src="/medios/recordatorios-funcion.webm"></video>'),
        why: 'a feature loop',
      },
      { html: section('Así funciona', '<video data-src="/videos/flujo-aprobacion.mp4" autoplay muted loop playsinline></video>'), why: 'a lazy loop' },
      {
        html: section('Más de cerca', '<iframe src="https://player.vimeo.com/video/587654321?h=7x6w5v" title="Acme: reservas"></iframe>'),
        why: 'Vimeo with hash',
      },
      {
        html: '<header class="hero"><h1>Tus citas, por fin fáciles</h1><video autoplay muted loop playsinline src="/medios/agenda-interfaz.mp4"></video></header><main><p>Más abajo.</p></main>',
        why: 'a page-level header hero',
      },
      { html: section('La demo de la presentación', '<iframe src="https://www.youtube.com/embed/uV0wX1yZ2aB?start=20"></iframe>'), why: 'a start time' },
    ],
    negative: [
      ...MORE.es.negative,
      { html: link('https://www.youtube.com/@acme-es', 'Suscríbete a nuestro canal de YouTube'), why: 'a channel' },
      { html: link('https://www.youtube.com/watch?v=eS1aB2cD3eF', 'Ver demo'), why: 'a watch link' },
      { html: link('https://youtu.be/hI4jK5lM6nO', 'Ver el vídeo'), why: 'a short link' },
      { html: link('https://vimeo.com/934567812', 'Ver en Vimeo'), why: 'a Vimeo page' },
      { html: backdrop('Trabaja desde donde quieras', '/video/fondo-portada.mp4'), why: 'a backdrop (Spanish name)' },
      {
        html: '<main><section><h2>Nuestro equipo</h2><video autoplay muted loop playsinline src="/medios/oficina-equipo.mp4"></video><p>Somos 20 personas en Valencia.</p></section></main>',
        why: 'an office loop',
      },
      { html: backdrop('Finanzas tranquilas', '/medios/ambiente.mp4', 'hero bg-video'), why: 'background class' },
      {
        html: '<main><h1>Acme</h1></main><footer><a href="https://www.youtube.com/@acme"><img src="/i/youtube.svg" alt="YouTube"></a></footer>',
        why: 'footer icon',
      },
      { html: section('Dónde estamos', '<iframe src="https://www.google.com/maps/embed?pb=!1m10" title="Mapa"></iframe>'), why: 'a map' },
      { html: section('Reserva una llamada', '<iframe src="https://calendly.com/acme-es/llamada"></iframe>'), why: 'a booking widget' },
      { html: section('Vídeo muy pronto', '<img src="/img/miniatura-video.jpg" alt="Miniatura del vídeo">'), why: 'a thumbnail' },
      { html: link('/webinars/primavera', 'Apúntate al webinar en directo'), why: 'a webinar' },
      { html: link('https://www.youtube.com/playlist?list=PLes99', 'Todos nuestros tutoriales en YouTube'), why: 'a playlist link' },
      { html: section('Cargando', '<video autoplay muted loop playsinline src="/iconos/cargando.mp4"></video>'), why: 'an animated icon' },
      { html: section('Cómo funciona', '<img src="/img/demo.gif" alt="Acme en acción">'), why: 'a GIF' },
      { html: section('Todo automático', '<lottie-player src="/animaciones/portada.json" autoplay loop></lottie-player>'), why: 'Lottie' },
      { html: section('Videollamadas incluidas', '<p>Inicia una videollamada desde cualquier tarea, sin otra aplicación.</p>'), why: 'a feature word' },
      { html: link('https://www.loom.com/share/7d6c5b4a39281706f5e4d3c2b1a0f9e8', 'Mira la presentación de dos minutos'), why: 'a Loom share link' },
      { html: link('https://acme.wistia.com/medias/e1s2p3a4n5', 'Ver el recorrido del producto'), why: 'a Wistia page link' },
      {
        html: '<main><h1>Acme</h1><div class="g-ytsubscribe" data-channel="acmees"></div><script src="https://apis.google.com/js/platform.js"></script></main>',
        why: 'a subscribe button',
      },
      { html: '<nav><a href="/videos">Vídeos</a><a href="/precios">Precios</a></nav><main><h1>Acme</h1></main>', why: 'a videos page link' },
      { html: backdrop('Tus datos, con calma', '/medios/degradado-abstracto.webm'), why: 'an abstract backdrop' },
      { html: section('Escucha el pódcast', '<audio controls src="/podcast/episodio-5.mp3"></audio>'), why: 'a podcast' },
      { html: section('Cuéntanos más', '<iframe src="https://form.typeform.com/to/Es12Hi" title="Encuesta"></iframe>'), why: 'a form' },
      {
        html: '<main><h1>Acme</h1><a href="https://www.youtube.com/watch?v=fG5hI6jK7lM"><img src="/img/portada-video.jpg" alt="Reproducir vídeo"></a></main>',
        why: 'a poster link',
      },
    ],
  },
});
