import { onPages, renderedOnPages, type PageCopy } from '../paraphrase-markup.ts';
import { defineParaphraseSuite } from '../paraphrase-suite.ts';

/**
 * onboarding-tool: an in-app onboarding or product-tour tool's script (DESIGN section 3).
 * Positive cases are the tools' installs as their vendors or libraries document them; the
 * same installs recur in every language, each on a page of that language. Hard
 * negatives: "product tour" in copy, a link to a tour vendor, an interactive demo or a
 * tour video (those are other signals), a chat or analytics script, the site's own
 * "tour" script, a word that only looks like a library's name.
 */
const TOOLS: readonly string[] = [
  '<script src="//fast.appcues.com/112233.js"></script>',
  "<script>(function(apiKey){(function(p,e,n,d,o){var v,w,x,y,z;o=p[d]=p[d]||{};o._q=o._q||[];v=['initialize','identify','track'];for(w=0,x=v.length;w<x;++w)(function(m){o[m]=o[m]||function(){o._q[m===v[0]?'unshift':'push']([m].concat([].slice.call(arguments,0)));};})(v[w]);y=e.createElement(n);y.async=!0;y.src='https://cdn.pendo.io/agent/static/'+apiKey+'/pendo.js';z=e.getElementsByTagName(n)[0];z.parentNode.insertBefore(y,z);})(window,document,'script','pendo');})('0a1b-2c3d');pendo.initialize({visitor:{id:'v1'}});</script>",
  '<script>window.userpilotSettings={token:"NX-1a2b3c"};</script><script src="https://js.userpilot.io/sdk/latest.js"></script>',
  "<script>!function(d,w){var t='SDK_TOKEN',c='chmln',i=d.createElement('script');if(w[c]||(w[c]={}),!w[c].root){w[c].accountToken=t,w[c].fastUrl='https://fast.trychameleon.com/';i.src=w[c].fastUrl+'messo/'+t+'/messo.min.js',i.async=!0,d.head.appendChild(i)}}(document,window);</script>",
  '<script src="https://js.userflow.com/userflow.js" async></script><script>window.userflow&&userflow.init("ct_abc");</script>',
  "<script>(function(g,u,i,d,e,s){g[e]=g[e]||[];var f=u.getElementsByTagName(i)[0];var k=u.createElement(i);k.async=true;k.src='https://static.userguiding.com/media/user-guiding-'+s+'-embedded.js';f.parentNode.insertBefore(k,f);})(window,document,'script','https://static.userguiding.com/media/user-guiding-','userGuidingLayer','123ABC');</script>",
  "<script>(function(){var walkme=document.createElement('script');walkme.type='text/javascript';walkme.async=true;walkme.src='https://cdn.walkme.com/users/abc123/walkme_abc123_https.js';var s=document.getElementsByTagName('script')[0];s.parentNode.insertBefore(walkme,s);window._walkmeConfig={smartLoad:true};})();</script>",
  '<script src="https://cdn.whatfix.com/prod/0a1b2c3d/embed/embed.nocache.js"></script>',
  "<script>(function(w,d,u){w.$productFruits=w.$productFruits||[];w.productFruits={scrV:'2'};var a=d.getElementsByTagName('head')[0];var r=d.createElement('script');r.async=1;r.src=u;a.appendChild(r);})(window,document,'https://app.productfruits.com/static/script.js');</script>",
  "<script>var STONLY_WID='1a2b3c';</script><script>!function(s,t,o,n,l,y,w,g){s.StonlyWidget||((w=s.StonlyWidget=function(){w._api?w._api.apply(w,arguments):w.queue.push(arguments)}).scriptPath=n,w.queue=[],(y=t.createElement(o)).async=!0,(g=new XMLHttpRequest).open('GET',n+'version?v='+Date.now(),!0),g.onreadystatechange=function(){4===g.readyState&&(y.src=n+'stonly-widget.js?v='+(200===g.status?g.responseText:Date.now()),(l=t.getElementsByTagName(o)[0]).parentNode.insertBefore(y,l))},g.send())}(window,document,'script','https://stonly.com/js/widget/v2/');</script>",
  '<script src="https://app.helphero.co/embed/aBcDeF"></script><script>HelpHero.anonymous();</script>',
  "<script>(function(i,s,o,g,r,a,m){i['UserlaneCommandObject']=r;i[r]=i[r]||function(){(i[r].q=i[r].q||[]).push(arguments)};a=s.createElement(o),m=s.getElementsByTagName(o)[0];a.async=1;a.src=g;m.parentNode.insertBefore(a,m)})(window,document,'script','https://cdn.userlane.com/userlane.js','Userlane');Userlane('init',12345);</script>",
  "<script>(function(w,d,s){var a=d.getElementsByTagName('head')[0];var r=d.createElement('script');r.async=1;r.src=s;r.setAttribute('id','usetifulScript');r.dataset.token='t0k3n';a.appendChild(r);})(window,document,'https://www.usetiful.com/dist/usetiful.js');</script>",
  '<link rel="stylesheet" href="https://unpkg.com/intro.js/minified/introjs.min.css"><script src="https://unpkg.com/intro.js/minified/intro.min.js"></script><script>document.querySelector("#take-tour").onclick=function(){introJs().setOptions({steps:[{intro:"Welcome!"}]}).start();};</script>',
  "<script src=\"/js/vendor/shepherd.min.js\"></script><script>const tour=new Shepherd.Tour({useModalOverlay:true,defaultStepOptions:{scrollTo:true}});tour.addStep({id:'welcome',text:'Start here',attachTo:{element:'.sidebar',on:'right'}});tour.start();</script>",
  "<script src=\"https://cdn.jsdelivr.net/npm/driver.js@1.0.1/dist/driver.js.iife.js\"></script><script>const driver=window.driver.js.driver;const driverObj=driver({showProgress:true,steps:[{element:'#new-project',popover:{title:'New project'}}]});driverObj.drive();</script>",
  "<script src=\"/assets/enjoyhint.min.js\"></script><script>var enjoyhint_instance=new EnjoyHint({});enjoyhint_instance.set([{selector:'.btn-create',description:'Create your first invoice'}]);enjoyhint_instance.run();</script>",
  "<script src=\"/js/hopscotch.min.js\"></script><script>var tour={id:'hello',steps:[{title:'Inbox',target:'inbox',placement:'bottom'}]};hopscotch.startTour(tour);</script>",
  "<script>(function(w,d){var s=d.createElement('script');s.async=true;s.src='https://cdn.lemonlearning.com/player/ll-player.js';d.head.appendChild(s);})(window,document);</script>",
  '<script src="https://cdn.louassist.co/lou.js" async></script>',
  "<script>var hansel_config={appId:'H1',appKey:'K1'};(function(){var s=document.createElement('script');s.src='https://cdn.hansel.io/web/hansel.js';document.head.appendChild(s);})();window.HanselPX&&HanselPX.init();</script>",
  "<script>var o='abcd1234',r=window;r.CommandBar=r.CommandBar||{};(function(){var s=document.createElement('script');s.src='https://api.commandbar.com/latest/'+o+'?version=2';s.async=true;document.head.appendChild(s);})();</script>",
  "<script>(function(){var e=document.createElement('script');e.src='https://cdn.pendo.io/agent/static/9f8e/pendo.js';e.async=!0;document.head.appendChild(e);})();</script>",
];

/** The same tools as a rendered page showed them. */
const RENDERED = [
  { requests: ['https://fast.appcues.com/112233.js'], vendorGlobals: ['Appcues'] },
  { vendorGlobals: ['userflow'] },
  { requests: ['https://cdn.walkme.com/users/abc123/walkme_abc123_https.js'], vendorGlobals: ['WalkMeAPI'] },
];

function cases(copies: readonly PageCopy[]) {
  return [...onPages(copies, TOOLS), ...renderedOnPages(copies, RENDERED)];
}

/** Scripts and embeds that are no onboarding tool, the same in every language. */
const OTHER_SCRIPTS: readonly string[] = [
  '<iframe src="https://app.navattic.com/ab12cd" title="Interactive demo"></iframe>',
  '<div><script async src="https://js.storylane.io/js/v2/storylane.js"></script><div class="sl-embed"><iframe class="sl-demo" src="https://app.storylane.io/demo/x1y2"></iframe></div></div>',
  '<iframe src="https://demo.arcade.software/aBcD?embed" title="Product tour"></iframe>',
  '<iframe src="https://www.youtube.com/embed/xyz789" title="Take the tour"></iframe>',
  '<script>window.intercomSettings={app_id:"a1"};(function(){var s=document.createElement("script");s.src="https://widget.intercom.io/widget/a1";document.head.appendChild(s);})();</script>',
  '<script src="https://cdn.segment.com/analytics.js/v1/WRITEKEY/analytics.min.js"></script>',
  '<script src="/js/tour.js"></script><script>document.querySelectorAll(".tour-step").forEach(function(step){step.classList.add("ready")});</script>',
  '<script>var intro=document.querySelector(".intro");var shepherd="herding dog";var driver=null;if(intro){intro.classList.add("visible")}</script>',
  '<script async src="https://www.googletagmanager.com/gtag/js?id=G-XYZ"></script>',
  '<iframe src="https://www.loom.com/embed/0a1b2c3d" title="Walkthrough"></iframe>',
];

function negatives(copies: readonly PageCopy[], texts: ReadonlyArray<string | { html: string }>) {
  return [...texts, ...onPages(copies, OTHER_SCRIPTS)];
}

export default defineParaphraseSuite('onboarding-tool', {
  en: {
    positive: cases([
      { heading: 'Bookkeeping for busy founders', line: 'Receipts, VAT and reports without the stress.' },
      { heading: 'Design reviews in one place', line: 'Comment on any frame and approve in a click.' },
      { heading: 'Your fleet on one map', line: 'Track vans, drivers and deliveries live.' },
    ]),
    negative: negatives(
      [
        { heading: 'Onboarding that sticks', line: 'Give every new user a guided first week.' },
        { heading: 'Take the product tour', line: 'See how Acme works in three minutes.' },
      ],
      [
        'Product tours and checklists that turn signups into active users.',
        { html: '<main><a href="https://www.appcues.com/">Appcues integration</a><a href="https://www.pendo.io/">Pendo integration</a></main>' },
        { html: '<main><a href="/tour">Take the tour</a></main>' },
        'Send events to Pendo, Appcues or Userpilot with one click.',
        {
          html: '<main><h2>Integrations</h2><img src="/img/logos/pendo.svg" alt="Pendo"><img src="/img/logos/walkme.svg" alt="WalkMe"><img src="/img/logos/whatfix.svg" alt="Whatfix"></main>',
        },
        { html: '<main><a href="/compare/walkme">Acme vs WalkMe</a></main>' },
        'A driver app for couriers, with routes and proof of delivery.',
        { html: '<main><h2>Getting started</h2><ol><li>Create a project</li><li>Invite your team</li><li>Send your first invoice</li></ol></main>' },
        'Every new user gets a guided walkthrough from our onboarding team.',
        'We replaced WalkMe with our own in-app guides.',
        'An interactive walkthrough shows each screen before you sign up.',
        { html: '<main><p>Welcome!</p><a href="https://github.com/shipshapecode/shepherd">Built with Shepherd</a></main>' },
        'Intro: what Acme does, in sixty seconds.',
        'Hopscotch between projects with the quick switcher.',
        'Your personal onboarding call, booked in a click.',
      ],
    ),
  },
  de: {
    positive: cases([
      { heading: 'Buchhaltung für Gründer', line: 'Belege, Umsatzsteuer und Berichte ohne Stress.' },
      { heading: 'Design-Reviews an einem Ort', line: 'Kommentieren und mit einem Klick freigeben.' },
      { heading: 'Ihre Flotte auf einer Karte', line: 'Transporter, Fahrer und Lieferungen live verfolgen.' },
    ]),
    negative: negatives(
      [
        { heading: 'Onboarding, das hängen bleibt', line: 'Jeder neue Nutzer bekommt eine geführte erste Woche.' },
        { heading: 'Produkttour starten', line: 'So funktioniert Acme in drei Minuten.' },
      ],
      [
        'Produkttouren und Checklisten, die aus Anmeldungen aktive Nutzer machen.',
        { html: '<main><a href="https://www.appcues.com/">Appcues-Integration</a><a href="https://www.pendo.io/">Pendo-Integration</a></main>' },
        { html: '<main><a href="/tour">Zur Tour</a></main>' },
        'Senden Sie Ereignisse mit einem Klick an Pendo, Appcues oder Userpilot.',
        {
          html: '<main><h2>Integrationen</h2><img src="/img/logos/pendo.svg" alt="Pendo"><img src="/img/logos/walkme.svg" alt="WalkMe"><img src="/img/logos/whatfix.svg" alt="Whatfix"></main>',
        },
        { html: '<main><a href="/vergleich/walkme">Acme oder WalkMe</a></main>' },
        'Eine Fahrer-App für Kuriere, mit Routen und Zustellnachweis.',
        { html: '<main><h2>Erste Schritte</h2><ol><li>Projekt anlegen</li><li>Team einladen</li><li>Erste Rechnung senden</li></ol></main>' },
        'Jeder neue Nutzer bekommt eine persönliche Einführung von unserem Onboarding-Team.',
        'Wir haben WalkMe durch eigene Anleitungen in der App ersetzt.',
        'Eine interaktive Tour zeigt jede Ansicht schon vor der Anmeldung.',
        { html: '<main><p>Willkommen!</p><a href="https://github.com/shipshapecode/shepherd">Gebaut mit Shepherd</a></main>' },
        'Intro: was Acme macht, in sechzig Sekunden.',
        'Der Schäferhund-Verein verwaltet seine Mitglieder mit Acme.',
        'Ihr persönlicher Einführungstermin, mit einem Klick gebucht.',
      ],
    ),
  },
  fr: {
    positive: cases([
      { heading: 'La comptabilité des fondateurs pressés', line: 'Justificatifs, TVA et rapports sans stress.' },
      { heading: 'Vos revues de design au même endroit', line: 'Commentez et validez en un clic.' },
      { heading: 'Votre flotte sur une carte', line: 'Suivez camionnettes, chauffeurs et livraisons en direct.' },
    ]),
    negative: negatives(
      [
        { heading: 'Un onboarding qui marque', line: 'Chaque nouvel utilisateur a une première semaine guidée.' },
        { heading: 'Faites la visite guidée', line: 'Acme en trois minutes.' },
      ],
      [
        'Des visites guidées et des checklists qui transforment les inscrits en utilisateurs actifs.',
        { html: '<main><a href="https://www.appcues.com/">Intégration Appcues</a><a href="https://www.pendo.io/">Intégration Pendo</a></main>' },
        { html: '<main><a href="/visite">Visite guidée</a></main>' },
        'Envoyez vos événements vers Pendo, Appcues ou Userpilot en un clic.',
        {
          html: '<main><h2>Intégrations</h2><img src="/img/logos/pendo.svg" alt="Pendo"><img src="/img/logos/walkme.svg" alt="WalkMe"><img src="/img/logos/whatfix.svg" alt="Whatfix"></main>',
        },
        { html: '<main><a href="/comparatif/walkme">Acme ou WalkMe</a></main>' },
        'Une application chauffeur pour les coursiers, avec tournées et preuve de livraison.',
        { html: '<main><h2>Premiers pas</h2><ol><li>Créez un projet</li><li>Invitez votre équipe</li><li>Envoyez votre première facture</li></ol></main>' },
        "Chaque nouvel utilisateur est accompagné par notre équipe d'onboarding.",
        'Nous avons remplacé WalkMe par nos propres guides intégrés.',
        "Une démo interactive montre chaque écran avant l'inscription.",
        { html: '<main><p>Bienvenue !</p><a href="https://github.com/shipshapecode/shepherd">Construit avec Shepherd</a></main>' },
        'Intro : ce que fait Acme, en soixante secondes.',
        'Le club de bergers allemands gère ses adhérents avec Acme.',
        'Votre rendez-vous de prise en main, réservé en un clic.',
      ],
    ),
  },
  es: {
    positive: cases([
      { heading: 'Contabilidad para fundadores con prisa', line: 'Tickets, IVA e informes sin estrés.' },
      { heading: 'Revisiones de diseño en un solo lugar', line: 'Comenta y aprueba con un clic.' },
      { heading: 'Tu flota en un mapa', line: 'Sigue furgonetas, conductores y entregas en directo.' },
    ]),
    negative: negatives(
      [
        { heading: 'Un onboarding que se queda', line: 'Cada usuario nuevo tiene una primera semana guiada.' },
        { heading: 'Haz el recorrido', line: 'Así funciona Acme en tres minutos.' },
      ],
      [
        'Recorridos y listas de tareas que convierten registros en usuarios activos.',
        { html: '<main><a href="https://www.appcues.com/">Integración con Appcues</a><a href="https://www.pendo.io/">Integración con Pendo</a></main>' },
        { html: '<main><a href="/recorrido">Ver el recorrido</a></main>' },
        'Envía eventos a Pendo, Appcues o Userpilot con un clic.',
        {
          html: '<main><h2>Integraciones</h2><img src="/img/logos/pendo.svg" alt="Pendo"><img src="/img/logos/walkme.svg" alt="WalkMe"><img src="/img/logos/whatfix.svg" alt="Whatfix"></main>',
        },
        { html: '<main><a href="/comparativa/walkme">Acme o WalkMe</a></main>' },
        'Una app de conductor para repartidores, con rutas y prueba de entrega.',
        { html: '<main><h2>Primeros pasos</h2><ol><li>Crea un proyecto</li><li>Invita a tu equipo</li><li>Envía tu primera factura</li></ol></main>' },
        'Cada usuario nuevo recibe una formación de nuestro equipo de onboarding.',
        'Sustituimos WalkMe por nuestras propias guías en la app.',
        'Una demo interactiva enseña cada pantalla antes de registrarte.',
        { html: '<main><p>¡Hola!</p><a href="https://github.com/shipshapecode/shepherd">Hecho con Shepherd</a></main>' },
        'Intro: qué hace Acme, en sesenta segundos.',
        'El club del pastor alemán gestiona a sus socios con Acme.',
        'Tu sesión de bienvenida, reservada con un clic.',
      ],
    ),
  },
});
