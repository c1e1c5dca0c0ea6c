import { onPages, renderedOnPages, type PageCopy } from '../paraphrase-markup.ts';
import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/**
 * product-analytics: a product-analytics or customer-data script (DESIGN section 3).
 * Positive cases are the vendors' installs as they document them; the same installs recur
 * in every language, each on a page of that language. Hard negatives: web analytics
 * (Google Analytics, Tag Manager, Plausible, Matomo, Fathom, Hotjar...), a vendor's logo,
 * a link to its site or docs, its name in copy, a script of another kind (chat).
 */
const TRACKERS: readonly string[] = [
  '<script>!function(){var analytics=window.analytics=window.analytics||[];analytics.methods=["track","identify","page"];analytics.load=function(key){var t=document.createElement("script");t.async=!0;t.src="https://cdn.segment.com/analytics.js/v1/"+key+"/analytics.min.js";var n=document.getElementsByTagName("script")[0];n.parentNode.insertBefore(t,n)};analytics.SNIPPET_VERSION="4.15.3";analytics.load("WRITEKEY");analytics.page();}();</script>',
  '<script src="https://cdn.amplitude.com/script/0a1b2c3d.js"></script><script>window.amplitude.init("0a1b2c3d",{autocapture:true});</script>',
  '<script src="https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js"></script><script>mixpanel.init("tok3n",{track_pageview:true});</script>',
  '<script>window.heapReadyCb=window.heapReadyCb||[],window.heap=window.heap||[],heap.load=function(e,t){window.heap.envId=e;var r=document.createElement("script");r.type="text/javascript",r.async=!0,r.src="https://cdn.us.heap-api.com/config/"+e+"/heap_config.js";var a=document.getElementsByTagName("script")[0];a.parentNode.insertBefore(r,a)};heap.load("1234567890");</script>',
  '<script>!function(t,e){var o,n,p,r;e.__SV||(window.posthog=e,e._i=[],e.init=function(i,s,a){p=t.createElement("script");p.type="text/javascript";p.async=!0;p.src=s.api_host+"/static/array.js";(r=t.getElementsByTagName("script")[0]).parentNode.insertBefore(p,r)},e.__SV=1)}(document,window.posthog||[]);posthog.init("phc_abc",{api_host:"https://eu.i.posthog.com"});</script>',
  "<script>window['_fs_host']='fullstory.com';window['_fs_script']='edge.fullstory.com/s/fs.js';window['_fs_org']='o-1AB';window['_fs_namespace']='FS';</script><script async src=\"https://edge.fullstory.com/s/fs.js\"></script>",
  '<script src="https://cdn.lr-ingest.io/LogRocket.min.js" crossorigin="anonymous"></script><script>window.LogRocket&&window.LogRocket.init("acme/app");</script>',
  '<script>rudderanalytics=window.rudderanalytics=[];var methods=["load","page","track","identify"];</script><script src="https://cdn.rudderlabs.com/v3/modern/rsa.min.js"></script><script>rudderanalytics.load("WRITE_KEY","https://acme.dataplane.rudderstack.com");</script>',
  '<script>var _cio=_cio||[];(function(){var t=document.createElement("script");t.async=true;t.id="cio-tracker";t.setAttribute("data-site-id","site1");t.src="https://assets.customer.io/assets/track.js";var s=document.getElementsByTagName("script")[0];s.parentNode.insertBefore(t,s);})();</script>',
  "<script>var _kmq=_kmq||[];var _kmk=_kmk||'abc123';function _kms(u){setTimeout(function(){var d=document,f=d.getElementsByTagName('script')[0],s=d.createElement('script');s.type='text/javascript';s.async=true;s.src=u;f.parentNode.insertBefore(s,f);},1);}_kms('//i.kissmetrics.io/i.js');_kms('//scripts.kissmetrics.io/'+_kmk+'.2.js');</script>",
  '<script>(function(){var t,i,e,n=window,o=document,a=arguments,s="script",r=["config","track","identify"],c=function(){var t,i=this;for(i._e=[],t=0;r.length>t;t++)(function(t){i[t]=function(){return i._e.push([t].concat(Array.prototype.slice.call(arguments,0))),i}})(r[t])};n._w=n._w||{};t=o.createElement(s);t.async=1;t.src="//static.woopra.com/js/w.js";i=o.getElementsByTagName(s)[0];i.parentNode.insertBefore(t,i)})("woopra");woopra.config({domain:"acme.test"});</script>',
  '<script>;(function(p,l,o,w,i,n,g){if(!p[i]){p.GlobalSnowplowNamespace=p.GlobalSnowplowNamespace||[];p.GlobalSnowplowNamespace.push(i);p[i]=function(){(p[i].q=p[i].q||[]).push(arguments)};p[i].q=p[i].q||[];n=l.createElement(o);g=l.getElementsByTagName(o)[0];n.async=1;n.src=w;g.parentNode.insertBefore(n,g)}}(window,document,"script","https://cdn.jsdelivr.net/npm/@snowplow/javascript-tracker@3/dist/sp.min.js","snowplow"));</script>',
  '<script src="https://cdn.jsdelivr.net/npm/countly-sdk-web@latest/lib/countly.min.js"></script><script>Countly.init({app_key:"KEY",url:"https://countly.acme.test"});</script>',
  '<script>window.mParticle={config:{isDevelopmentMode:false}};(function(t){var e=document.createElement("script");e.type="text/javascript";e.async=true;e.src="https://jssdkcdns.mparticle.com/js/v2/"+t+"/mparticle.js";var c=document.getElementsByTagName("script")[0];c.parentNode.insertBefore(e,c)})("us1-abc");</script>',
  '<script src="https://perfalytics.com/static/js/freshpaint.js" async></script><script>window.freshpaint&&freshpaint.init("env-1");</script>',
  '<script>!function(t){if(window.ko)return;window.ko=[];var n=document.createElement("script");n.async=!0,n.setAttribute("src","https://cdn.getkoala.com/v1/pk_abc/sdk.js"),(document.body||document.head).appendChild(n)}();</script>',
  '<script>!function(n,t,r){for(var i=n[t]=n[t]||[],o=function(r){i[r]=i[r]||function(){for(var n=[],t=0;t<arguments.length;t++)n[t]=arguments[t];i.push([r,n])}},u=0,c=["init","user","account","track"];u<c.length;u++)o(c[u])}(window,"Vitally");Vitally.init("TOKEN");</script><script defer src="https://cdn.vitally.io/vitally.js/v1/vitally.js"></script>',
  '<script>(function(n,t,a,e,co){var i="aptrinsic";n[i]=n[i]||function(){(n[i].q=n[i].q||[]).push(arguments)},n[i].p=e;n[i].c=co;var r=t.createElement("script");r.async=!0,r.src=a+"?a="+e;var c=t.getElementsByTagName("script")[0];c.parentNode.insertBefore(r,c)})(window,document,"https://web-sdk.aptrinsic.com/api/aptrinsic.js","AP-1234-2");</script>',
  '<script src="https://t.usermaven.com/lib.js" data-key="UMabc" data-tracking-host="https://events.usermaven.com" defer></script>',
  '<script>var initOpts={projectKey:"pk1"};(function(A,s,a,y,e,r){r=window.OpenReplay=[e,r,y,[s-1,e]];s=document.createElement("script");s.src=A;s.async=!a;document.getElementsByTagName("head")[0].appendChild(s);})("//static.openreplay.com/latest/openreplay.js",1,0,initOpts,{});</script>',
  '<script>!function(w,d,t,u){if(w.__ls)return;var f=w.__ls=function(){f.push?f.push.apply(f,arguments):f.store.push(arguments)};f.store=[];var ls=d.createElement(t);ls.async=true;ls.src=u;var s=d.getElementsByTagName(t)[0];s.parentNode.insertBefore(ls,s);}(window,document,"script","https://cdn.livesession.io/track.js");__ls("init","abc");</script>',
  '<script src="https://t.jitsu.com/s/lib.js" data-key="js.key" data-init-only="false" defer></script>',
  '<script src="https://js.appboycdn.com/web-sdk/4.8/braze.min.js"></script><script>braze.initialize("API-KEY",{baseUrl:"sdk.iad-01.braze.com"});</script>',
];

/** The same tools as a rendered page showed them. */
const RENDERED = [
  { requests: ['https://api2.amplitude.com/2/httpapi'], vendorGlobals: ['amplitude'] },
  { vendorGlobals: ['posthog'] },
  { requests: ['https://api-js.mixpanel.com/track/?verbose=1'] },
];

function cases(copies: readonly PageCopy[]) {
  return [...onPages(copies, TRACKERS), ...renderedOnPages(copies, RENDERED)];
}

/** Web analytics and other look-alikes, the same in every language. */
const WEB_ANALYTICS: readonly string[] = [
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-AB12CD");</script>',
  "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC123');</script>",
  '<script defer data-domain="acme.test" src="https://plausible.io/js/script.js"></script>',
  "<script>var _paq=window._paq=window._paq||[];_paq.push(['trackPageView']);_paq.push(['enableLinkTracking']);(function(){var u='https://acme.matomo.cloud/';_paq.push(['setTrackerUrl',u+'matomo.php']);_paq.push(['setSiteId','1']);var d=document,g=d.createElement('script');g.async=true;g.src='https://cdn.matomo.cloud/acme.matomo.cloud/matomo.js';d.head.appendChild(g);})();</script>",
  '<script src="https://cdn.usefathom.com/script.js" data-site="ABCDEFG" defer></script>',
  '<script async defer src="https://scripts.simpleanalyticscdn.com/latest.js"></script>',
  '<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:123456,hjsv:6};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src="https://static.hotjar.com/c/hotjar-"+h._hjSettings.hjid+".js?sv=6";a.appendChild(r);})(window,document);</script>',
  '<script>(function(c,l,a,r,i,t,y){c[a]=c[a]||function(){(c[a].q=c[a].q||[]).push(arguments)};t=l.createElement(r);t.async=1;t.src="https://www.clarity.ms/tag/"+i;y=l.getElementsByTagName(r)[0];y.parentNode.insertBefore(t,y);})(window,document,"clarity","script","abcd1234");</script>',
  '<script defer src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon=\'{"token":"0a1b2c"}\'></script>',
  '<script defer src="/_vercel/insights/script.js"></script>',
  '<script defer src="https://cloud.umami.is/script.js" data-website-id="a1b2-c3d4"></script>',
  '<script type="text/javascript" id="hs-script-loader" async defer src="//js.hs-analytics.net/analytics/1700000000000/1234567.js"></script>',
  '<script>window.intercomSettings={app_id:"a1"};(function(){var s=document.createElement("script");s.src="https://widget.intercom.io/widget/a1";document.head.appendChild(s);})();</script>',
  '<script>var _etracker_key="aBc12";</script><script id="_etLoader" data-block-cookies="true" data-secure-code="aBc12" src="//code.etracker.com/code/e.js" async></script>',
];

function negatives(copies: readonly PageCopy[], texts: ReadonlyArray<string | { html: string }>) {
  return [...texts, ...onPages(copies, WEB_ANALYTICS)];
}

export default defineParaphraseSuite('product-analytics', {
  en: {
    positive: cases([
      { heading: 'Contracts signed in minutes', line: 'Send, sign and store every agreement.' },
      { heading: 'Your warehouse, organised', line: 'Stock, picking and shipping in one app.' },
      { heading: 'Learn a language every day', line: 'Ten-minute lessons that fit your commute.' },
    ]),
    negative: negatives(
      [
        { heading: 'Analytics for your whole team', line: 'Dashboards anyone can build.' },
        { heading: 'Measure what matters', line: 'Funnels, cohorts and retention at a glance.' },
      ],
      [
        {
          html: '<main><h2>Connects to your stack</h2><img src="/img/integrations/segment.svg" alt="Segment"><img src="/img/integrations/amplitude.svg" alt="Amplitude"><img src="/img/integrations/mixpanel.svg" alt="Mixpanel"></main>',
        },
        { html: '<main><a href="https://segment.com/">Segment integration</a><a href="https://mixpanel.com/">Mixpanel integration</a></main>' },
        'Sync your events to Amplitude, Mixpanel or Heap without code.',
        'Product analytics with funnels, retention and cohorts, built in.',
        { html: '<main><p>Read the guide.</p></main><script>var docs="https://posthog.com/docs/libraries/js";console.log("see "+docs);</script>' },
        'We track nothing: no cookies, no fingerprinting, no analytics scripts.',
        'Acme is a privacy-friendly alternative to Google Analytics and Mixpanel.',
        { html: '<main><a href="/blog/heap-vs-amplitude">Heap vs Amplitude: which to choose</a></main>' },
        {
          html: '<main><p>Welcome.</p></main><script>window.analytics={track:function(){}};document.addEventListener("click",function(e){window.analytics.track("click")});</script>',
        },
        'A segment of your customers that bought twice gets a thank-you note.',
        'Heap your receipts into one folder and let Acme read them.',
      ],
    ),
  },
  de: {
    positive: cases([
      { heading: 'Verträge in Minuten unterschrieben', line: 'Senden, unterschreiben und ablegen.' },
      { heading: 'Ihr Lager, organisiert', line: 'Bestand, Kommissionierung und Versand in einer App.' },
      { heading: 'Jeden Tag eine Sprache lernen', line: 'Zehn-Minuten-Lektionen für den Arbeitsweg.' },
    ]),
    negative: negatives(
      [
        { heading: 'Analysen für das ganze Team', line: 'Dashboards, die jeder bauen kann.' },
        { heading: 'Messen, was zählt', line: 'Trichter, Kohorten und Bindung auf einen Blick.' },
      ],
      [
        {
          html: '<main><h2>Passt zu Ihrem Stack</h2><img src="/img/integrationen/segment.svg" alt="Segment"><img src="/img/integrationen/amplitude.svg" alt="Amplitude"><img src="/img/integrationen/mixpanel.svg" alt="Mixpanel"></main>',
        },
        { html: '<main><a href="https://segment.com/">Segment-Integration</a><a href="https://mixpanel.com/">Mixpanel-Integration</a></main>' },
        'Synchronisieren Sie Ereignisse ohne Code mit Amplitude, Mixpanel oder Heap.',
        'Produktanalysen mit Trichtern, Bindung und Kohorten, direkt eingebaut.',
        { html: '<main><p>Zur Anleitung.</p></main><script>var docs="https://posthog.com/docs/libraries/js";console.log("siehe "+docs);</script>' },
        'Wir tracken nichts: keine Cookies, kein Fingerprinting, keine Analyse-Skripte.',
        'Acme ist eine datenschutzfreundliche Alternative zu Google Analytics und Mixpanel.',
        { html: '<main><a href="/blog/heap-oder-amplitude">Heap oder Amplitude: was passt?</a></main>' },
        {
          html: '<main><p>Willkommen.</p></main><script>window.analytics={track:function(){}};document.addEventListener("click",function(e){window.analytics.track("klick")});</script>',
        },
        'Ein Segment Ihrer Stammkunden bekommt automatisch ein Dankeschön.',
        'Die Amplitude der Schwingung misst der Sensor auf zehn Mikrometer genau.',
      ],
    ),
  },
  fr: {
    positive: cases([
      { heading: 'Des contrats signés en quelques minutes', line: 'Envoyez, signez et archivez.' },
      { heading: 'Votre entrepôt, enfin organisé', line: 'Stock, préparation et expédition dans une seule appli.' },
      { heading: 'Une langue, un peu chaque jour', line: 'Des leçons de dix minutes pour vos trajets.' },
    ]),
    negative: negatives(
      [
        { heading: 'Des analyses pour toute l’équipe', line: 'Des tableaux de bord que chacun peut créer.' },
        { heading: 'Mesurez ce qui compte', line: 'Entonnoirs, cohortes et rétention en un coup d’œil.' },
      ],
      [
        {
          html: '<main><h2>Compatible avec votre stack</h2><img src="/img/integrations/segment.svg" alt="Segment"><img src="/img/integrations/amplitude.svg" alt="Amplitude"><img src="/img/integrations/mixpanel.svg" alt="Mixpanel"></main>',
        },
        { html: '<main><a href="https://segment.com/">Intégration Segment</a><a href="https://mixpanel.com/">Intégration Mixpanel</a></main>' },
        'Synchronisez vos événements avec Amplitude, Mixpanel ou Heap sans code.',
        "L'analyse produit avec entonnoirs, rétention et cohortes, intégrée.",
        { html: '<main><p>Lire le guide.</p></main><script>var docs="https://posthog.com/docs/libraries/js";console.log("voir "+docs);</script>' },
        "Nous ne traçons rien : ni cookies, ni empreinte, ni script d'analyse.",
        'Acme est une alternative respectueuse de la vie privée à Google Analytics et Mixpanel.',
        { html: '<main><a href="/blog/heap-ou-amplitude">Heap ou Amplitude : que choisir ?</a></main>' },
        {
          html: '<main><p>Bienvenue.</p></main><script>window.analytics={track:function(){}};document.addEventListener("click",function(e){window.analytics.track("clic")});</script>',
        },
        'Un segment de vos clients fidèles reçoit un mot de remerciement.',
        "L'amplitude des vibrations est mesurée au micron près.",
      ],
    ),
  },
  es: {
    positive: cases([
      { heading: 'Contratos firmados en minutos', line: 'Envía, firma y archiva cada acuerdo.' },
      { heading: 'Tu almacén, por fin ordenado', line: 'Stock, preparación y envíos en una sola app.' },
      { heading: 'Aprende un idioma cada día', line: 'Lecciones de diez minutos para tus trayectos.' },
    ]),
    negative: negatives(
      [
        { heading: 'Analítica para todo el equipo', line: 'Paneles que cualquiera puede crear.' },
        { heading: 'Mide lo que importa', line: 'Embudos, cohortes y retención de un vistazo.' },
      ],
      [
        {
          html: '<main><h2>Se conecta con tu stack</h2><img src="/img/integraciones/segment.svg" alt="Segment"><img src="/img/integraciones/amplitude.svg" alt="Amplitude"><img src="/img/integraciones/mixpanel.svg" alt="Mixpanel"></main>',
        },
        { html: '<main><a href="https://segment.com/">Integración con Segment</a><a href="https://mixpanel.com/">Integración con Mixpanel</a></main>' },
        'Sincroniza tus eventos con Amplitude, Mixpanel o Heap sin código.',
        'Analítica de producto con embudos, retención y cohortes, integrada.',
        { html: '<main><p>Lee la guía.</p></main><script>var docs="https://posthog.com/docs/libraries/js";console.log("ver "+docs);</script>' },
        'No rastreamos nada: ni cookies, ni huellas digitales, ni scripts de analítica.',
        'Acme es una alternativa respetuosa con la privacidad a Google Analytics y Mixpanel.',
        { html: '<main><a href="/blog/heap-o-amplitude">Heap o Amplitude: cuál elegir</a></main>' },
        {
          html: '<main><p>Bienvenido.</p></main><script>window.analytics={track:function(){}};document.addEventListener("click",function(e){window.analytics.track("clic")});</script>',
        },
        'Un segmento de tus clientes fieles recibe una nota de agradecimiento.',
        'La amplitud de la vibración se mide con precisión de micras.',
      ],
    ),
  },
});
