import { onPages, renderedOnPages, type PageCopy } from '../paraphrase-markup.ts';
import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/**
 * live-chat: a chat widget's script or embed (DESIGN section 3). Positive cases are the
 * widgets' installs as vendors document them: a script tag, an inline loader, what a
 * rendered page requested or defined. The same installs recur in every language, each on
 * a page of that language. Hard negatives: a "chat with us" link to a mail address or a
 * contact page, a messenger link, the word "chat" in copy, a vendor named in text or
 * shown as a logo, scripts of other kinds (analytics, scheduling, forms).
 */
const WIDGETS: readonly string[] = [
  '<script>window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:"a1b2c3"};(function(){var w=window,d=document;var s=d.createElement("script");s.async=true;s.src="https://widget.intercom.io/widget/a1b2c3";d.head.appendChild(s);})();</script>',
  '<script>window.$crisp=[];window.CRISP_WEBSITE_ID="5f0b-11aa";(function(){var d=document,s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.head.appendChild(s);})();</script>',
  '<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=0c1d2e3f"></script>',
  '<script>var Tawk_API=Tawk_API||{},Tawk_LoadStart=new Date();(function(){var s1=document.createElement("script");s1.async=true;s1.src="https://embed.tawk.to/64aa01/1h2g3";s1.charset="UTF-8";document.body.appendChild(s1);})();</script>',
  '<script>"use strict";!function(){var t=window.driftt=window.drift=window.driftt||[];t.methods=["identify","track"];t.load=function(e){var o=document.createElement("script");o.async=!0,o.src="https://js.driftt.com/include/"+e+"/x.js",document.head.appendChild(o)}}();drift.SNIPPET_VERSION="0.3.1";drift.load("k7x9q2");</script>',
  '<script type="text/javascript" id="hs-script-loader" async defer src="//js.usemessages.com/conversations-embed.js"></script>',
  '<script src="//code.tidio.co/abcdefghijklmnop.js" async></script>',
  '<script>window.__lc=window.__lc||{};window.__lc.license=12345678;(function(n,t){var e=t.createElement("script");e.async=!0,e.src="https://cdn.livechatinc.com/tracking.js",t.head.appendChild(e)})(window,document);</script>',
  '<script>;(function(o,l,a,r,k,y){if(o.olark)return;r="script";y=l.createElement(r);r=l.getElementsByTagName(r)[0];y.async=1;y.src="//"+a;r.parentNode.insertBefore(y,r);})(window,document,"static.olark.com/jsclient/loader.js");olark.identify("1234-567-89-0123");</script>',
  '<script src="https://wchat.freshchat.com/js/widget.js"></script><script>window.fcWidget.init({token:"abc",host:"https://wchat.freshchat.com"});</script>',
  '<script>(function(d,t){var BASE_URL="https://app.chatwoot.com";var g=d.createElement(t),s=d.getElementsByTagName(t)[0];g.src=BASE_URL+"/packs/js/sdk.js";g.async=true;s.parentNode.insertBefore(g,s);g.onload=function(){window.chatwootSDK.run({websiteToken:"xYz",baseUrl:BASE_URL})}})(document,"script");</script>',
  '<script async src="https://userlike-cdn-widgets.s3-eu-west-1.amazonaws.com/0a1b2c3d4e.js"></script>',
  "<script>var _smartsupp=_smartsupp||{};_smartsupp.key='9f8e7d';window.smartsupp||(function(d){var s,c,o=smartsupp=function(){o._.push(arguments)};o._=[];s=d.getElementsByTagName('script')[0];c=d.createElement('script');c.async=true;c.src='https://www.smartsuppchat.com/loader.js?';s.parentNode.insertBefore(c,s);})(document);</script>",
  '<script src="//code.jivosite.com/widget/Ab12Cd34" async></script>',
  '<script id="zsiqscript" src="https://salesiq.zoho.eu/widget?wc=siq0a1b2c" defer></script>',
  '<script>!function(e,t,n){function a(){var e=t.getElementsByTagName("script")[0],n=t.createElement("script");n.async=!0,n.src="https://beacon-v2.helpscout.net",e.parentNode.insertBefore(n,e)}a()}(window,document,window.Beacon||function(){});window.Beacon("init","b-1234");</script>',
  '<script src="https://chat-assets.frontapp.com/v1/chat.bundle.js"></script><script>window.FrontChat("init",{chatId:"c1",useDefaultLauncher:true});</script>',
  '<script>window.pipedriveLeadboosterConfig={base:"leadbooster-chat.pipedrive.com",companyId:998877,version:2};</script><script src="https://leadbooster-chat.pipedrive.com/assets/loader.js" async></script>',
  '<script>(function(d,w,c){w.BrevoConversationsID="6a5b4c";w[c]=w[c]||function(){(w[c].q=w[c].q||[]).push(arguments)};var s=d.createElement("script");s.async=true;s.src="https://conversations-widget.brevo.com/brevo-conversations.js";if(d.head)d.head.appendChild(s);})(document,window,"BrevoConversations");</script>',
  '<script>window.ChatraID="Zx9Yw8";(function(d,w,c){var s=d.createElement("script");w[c]=w[c]||function(){(w[c].q=w[c].q||[]).push(arguments)};s.async=true;s.src="https://call.chatra.io/chatra.js";if(d.head)d.head.appendChild(s);})(document,window,"Chatra");</script>',
  '<script src="https://cdn.reamaze.com/assets/reamaze.js" async></script><script>var _support=_support||{"ui":{},"user":{}};_support.account="acme";</script>',
  '<script>window.Trengo=window.Trengo||{};window.Trengo.key="k0l9";(function(d,s){var t=d.createElement("script");t.async=true;t.src="https://static.widget.trengo.eu/embed.js";d.getElementsByTagName("head")[0].appendChild(t);})(document);</script>',
  '<script src="https://js.qualified.com/qualified.js?token=Qq11" async></script><script>(function(w,q){w.QualifiedObject=q;w[q]=w[q]||function(){(w[q].q=w[q].q||[]).push(arguments)};})(window,"qualified");</script>',
  '<script src="https://cdn.landbot.io/landbot-3/landbot-3.0.0.js"></script><script>var myLandbot=new Landbot.Livechat({configUrl:"https://storage.googleapis.com/landbot.online/v3/H-1/index.json"});</script>',
  '<script>(function(d,s){var t=d.createElement(s);t.async=1;t.src="https://chat.cdn-plain.com/index.js";t.onload=function(){Plain.init({appId:"liveChatApp_01"})};d.head.appendChild(t)})(document,"script");</script>',
  '<script>(function(){var idz=document.createElement("script");idz.async=true;idz.src="//lc.iadvize.com/iadvize.js?sid=4321";document.head.appendChild(idz);})();</script>',
];

/** The same widgets as a rendered page showed them: the requests it made and the globals it defined. */
const RENDERED = [
  { requests: ['https://widget.intercom.io/widget/a1b2c3', 'https://js.intercomcdn.com/frame-modern.js'], vendorGlobals: ['Intercom'] },
  { requests: ['https://client.crisp.chat/l.js'], vendorGlobals: ['$crisp'] },
];

function cases(copies: readonly PageCopy[]) {
  return [...onPages(copies, WIDGETS), ...renderedOnPages(copies, RENDERED)];
}

/** Look-alikes that are no widget, the same in every language: other vendors' scripts and links. */
const OTHER_SCRIPTS: readonly string[] = [
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD"></script><script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config","G-AB12CD");</script>',
  '<script defer data-domain="acme.test" src="https://plausible.io/js/script.js"></script>',
  '<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet"><script src="https://assets.calendly.com/assets/external/widget.js" async></script>',
  '<script>(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:123456,hjsv:6};a=o.getElementsByTagName("head")[0];r=o.createElement("script");r.async=1;r.src="https://static.hotjar.com/c/hotjar-"+h._hjSettings.hjid+".js?sv=6";a.appendChild(r);})(window,document);</script>',
  '<script src="//js.hsforms.net/forms/embed/v2.js"></script><script>hbspt.forms.create({region:"eu1",portalId:"1234",formId:"f-1"});</script>',
  '<script src="https://embed.typeform.com/next/embed.js"></script><div data-tf-widget="a1b2"></div>',
  '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Product walkthrough"></iframe>',
  '<script>document.querySelector(".chat-button").addEventListener("click",function(){window.location.href="mailto:hello@acme.test"});var drift=0.25;</script>',
  '<script src="https://www.google.com/recaptcha/api.js" async defer></script>',
  '<script src="/assets/js/app.min.js"></script><script>window.APP_CONFIG={chat:false,locale:"auto"};</script>',
];

export default defineParaphraseSuite('live-chat', {
  en: {
    positive: cases([
      { heading: 'Invoices that chase themselves', line: 'Send, remind and reconcile without spreadsheets.' },
      { heading: 'Plan every shift in minutes', line: 'Rotas, swaps and time off for restaurant teams.' },
      { heading: 'The CRM your sales team will use', line: 'Pipelines, emails and reports in one place.' },
      { heading: 'Monitoring for modern infrastructure', line: 'Metrics, logs and traces with one agent.' },
    ]),
    negative: [
      { html: '<main><h1>Questions?</h1><p>Our team is here to help.</p><a href="mailto:support@acme.test">Chat with us</a></main>' },
      { html: '<main><h1>Talk to a human</h1><a href="/contact">Live chat</a></main>' },
      '24/7 live chat support is included in every plan.',
      { html: '<main><p>Prefer messaging?</p><a href="https://wa.me/15550100">Message us on WhatsApp</a></main>' },
      {
        html: '<main><h2>Works with your tools</h2><img src="/img/integrations/intercom.svg" alt="Intercom"><img src="/img/integrations/zendesk.svg" alt="Zendesk"><img src="/img/integrations/drift.svg" alt="Drift"></main>',
      },
      { html: '<main><a href="https://www.intercom.com/">Read about our Intercom integration</a></main>' },
      'Built-in team chat keeps your staff in one conversation.',
      { html: '<main><a href="https://acme.zendesk.com/hc/en-us">Help centre</a></main>' },
      'We moved our support from Crisp to Acme and never looked back.',
      { html: '<footer><a href="https://tawk.to/?utm_source=acme">Free live chat by tawk.to</a></footer>' },
      { html: '<main><a href="https://m.me/acmeapp">Message us on Messenger</a><a href="https://t.me/acmeapp">Telegram</a></main>' },
      'Build a chatbot for your website in minutes, no code needed.',
      { html: '<main><a href="https://discord.gg/acme">Chat with the community on Discord</a></main>' },
      'Chat, video calls and screen sharing in one app.',
      'Connect Intercom, Drift or LiveChat and see every conversation next to the deal.',
      ...onPages(
        [
          { heading: 'Payroll without the paperwork', line: 'Pay your team on time, every time.' },
          { heading: 'Book more appointments', line: 'Online booking for clinics.' },
        ],
        OTHER_SCRIPTS,
      ),
    ],
  },
  de: {
    positive: cases([
      { heading: 'Rechnungen, die sich selbst erinnern', line: 'Versenden, mahnen und abgleichen ohne Tabellen.' },
      { heading: 'Dienstpläne in Minuten', line: 'Schichten, Tausch und Urlaub für die Gastronomie.' },
      { heading: 'Das CRM, das Ihr Vertrieb wirklich nutzt', line: 'Pipelines, E-Mails und Berichte an einem Ort.' },
      { heading: 'Monitoring für moderne Infrastruktur', line: 'Metriken, Logs und Traces mit einem Agenten.' },
    ]),
    negative: [
      { html: '<main><h1>Fragen?</h1><p>Unser Team hilft gern.</p><a href="mailto:support@acme.test">Chatten Sie mit uns</a></main>' },
      { html: '<main><h1>Persönlich beraten</h1><a href="/kontakt">Live-Chat</a></main>' },
      'Live-Chat-Support rund um die Uhr ist in jedem Tarif enthalten.',
      { html: '<main><p>Lieber per Nachricht?</p><a href="https://wa.me/4930123456">Schreib uns auf WhatsApp</a></main>' },
      {
        html: '<main><h2>Arbeitet mit Ihren Tools</h2><img src="/img/integrationen/intercom.svg" alt="Intercom"><img src="/img/integrationen/zendesk.svg" alt="Zendesk"><img src="/img/integrationen/drift.svg" alt="Drift"></main>',
      },
      { html: '<main><a href="https://www.intercom.com/">Mehr zur Intercom-Integration</a></main>' },
      'Der integrierte Team-Chat hält Ihre Mitarbeitenden in einem Gespräch.',
      { html: '<main><a href="https://acme.zendesk.com/hc/de">Hilfe-Center</a></main>' },
      'Wir sind von Crisp zu Acme gewechselt und haben es nie bereut.',
      { html: '<footer><a href="https://tawk.to/?utm_source=acme">Kostenloser Live-Chat von tawk.to</a></footer>' },
      { html: '<main><a href="https://m.me/acmeapp">Schreib uns im Messenger</a><a href="https://t.me/acmeapp">Telegram</a></main>' },
      'Bauen Sie in Minuten einen Chatbot für Ihre Website, ganz ohne Code.',
      { html: '<main><a href="https://discord.gg/acme">Mit der Community auf Discord chatten</a></main>' },
      'Chat, Videoanrufe und Bildschirmfreigabe in einer App.',
      'Verbinden Sie Intercom, Drift oder LiveChat und sehen Sie jedes Gespräch neben dem Deal.',
      ...onPages(
        [
          { heading: 'Lohnabrechnung ohne Papierkram', line: 'Pünktlich bezahlt, jeden Monat.' },
          { heading: 'Mehr Termine buchen', line: 'Online-Terminbuchung für Praxen.' },
        ],
        OTHER_SCRIPTS,
      ),
    ],
  },
  fr: {
    positive: cases([
      { heading: 'Des factures qui se relancent toutes seules', line: 'Envoyez, relancez et rapprochez sans tableur.' },
      { heading: 'Vos plannings en quelques minutes', line: 'Services, échanges et congés pour la restauration.' },
      { heading: 'Le CRM que vos commerciaux utiliseront', line: 'Pipelines, e-mails et rapports au même endroit.' },
      { heading: 'La supervision des infrastructures modernes', line: 'Métriques, journaux et traces avec un seul agent.' },
    ]),
    negative: [
      { html: '<main><h1>Des questions ?</h1><p>Notre équipe est là pour vous.</p><a href="mailto:support@acme.test">Discutez avec nous</a></main>' },
      { html: '<main><h1>Parler à un conseiller</h1><a href="/contact">Chat en direct</a></main>' },
      'Un support par chat 24 h/24 est inclus dans chaque offre.',
      { html: '<main><p>Vous préférez les messages ?</p><a href="https://wa.me/33123456789">Écrivez-nous sur WhatsApp</a></main>' },
      {
        html: '<main><h2>Compatible avec vos outils</h2><img src="/img/integrations/intercom.svg" alt="Intercom"><img src="/img/integrations/zendesk.svg" alt="Zendesk"><img src="/img/integrations/drift.svg" alt="Drift"></main>',
      },
      { html: '<main><a href="https://www.intercom.com/">En savoir plus sur l\'intégration Intercom</a></main>' },
      "La messagerie d'équipe intégrée réunit vos collaborateurs dans une seule conversation.",
      { html: '<main><a href="https://acme.zendesk.com/hc/fr">Centre d\'aide</a></main>' },
      'Nous sommes passés de Crisp à Acme sans regret.',
      { html: '<footer><a href="https://tawk.to/?utm_source=acme">Chat gratuit par tawk.to</a></footer>' },
      { html: '<main><a href="https://m.me/acmeapp">Écrivez-nous sur Messenger</a><a href="https://t.me/acmeapp">Telegram</a></main>' },
      'Créez un chatbot pour votre site en quelques minutes, sans code.',
      { html: '<main><a href="https://discord.gg/acme">Discutez avec la communauté sur Discord</a></main>' },
      "Chat, appels vidéo et partage d'écran dans une seule application.",
      "Connectez Intercom, Drift ou LiveChat et retrouvez chaque conversation à côté de l'affaire.",
      ...onPages(
        [
          { heading: 'La paie sans paperasse', line: "Payez votre équipe à l'heure." },
          { heading: 'Plus de rendez-vous', line: 'La prise de rendez-vous en ligne pour les cabinets.' },
        ],
        OTHER_SCRIPTS,
      ),
    ],
  },
  es: {
    positive: cases([
      { heading: 'Facturas que se reclaman solas', line: 'Envía, recuerda y concilia sin hojas de cálculo.' },
      { heading: 'Tus turnos en minutos', line: 'Horarios, cambios y vacaciones para restaurantes.' },
      { heading: 'El CRM que tu equipo de ventas sí usará', line: 'Embudos, correos e informes en un solo lugar.' },
      { heading: 'Monitorización para infraestructura moderna', line: 'Métricas, registros y trazas con un solo agente.' },
    ]),
    negative: [
      { html: '<main><h1>¿Dudas?</h1><p>Nuestro equipo te ayuda.</p><a href="mailto:soporte@acme.test">Chatea con nosotros</a></main>' },
      { html: '<main><h1>Habla con una persona</h1><a href="/contacto">Chat en vivo</a></main>' },
      'El soporte por chat 24/7 está incluido en todos los planes.',
      { html: '<main><p>¿Prefieres escribirnos?</p><a href="https://wa.me/34900123456">Escríbenos por WhatsApp</a></main>' },
      {
        html: '<main><h2>Funciona con tus herramientas</h2><img src="/img/integraciones/intercom.svg" alt="Intercom"><img src="/img/integraciones/zendesk.svg" alt="Zendesk"><img src="/img/integraciones/drift.svg" alt="Drift"></main>',
      },
      { html: '<main><a href="https://www.intercom.com/">Más sobre la integración con Intercom</a></main>' },
      'El chat de equipo integrado reúne a tu plantilla en una sola conversación.',
      { html: '<main><a href="https://acme.zendesk.com/hc/es">Centro de ayuda</a></main>' },
      'Pasamos el soporte de Crisp a Acme y no hemos mirado atrás.',
      { html: '<footer><a href="https://tawk.to/?utm_source=acme">Chat gratis de tawk.to</a></footer>' },
      { html: '<main><a href="https://m.me/acmeapp">Escríbenos por Messenger</a><a href="https://t.me/acmeapp">Telegram</a></main>' },
      'Crea un chatbot para tu web en minutos, sin código.',
      { html: '<main><a href="https://discord.gg/acme">Chatea con la comunidad en Discord</a></main>' },
      'Chat, videollamadas y pantalla compartida en una sola app.',
      'Conecta Intercom, Drift o LiveChat y ve cada conversación junto a la oportunidad.',
      ...onPages(
        [
          { heading: 'Nóminas sin papeleo', line: 'Paga a tu equipo a tiempo.' },
          { heading: 'Más citas reservadas', line: 'Reserva online para clínicas.' },
        ],
        OTHER_SCRIPTS,
      ),
    ],
  },
});
