import { describe, expect, it } from 'vitest';
import { detectOn, detectOnRendered } from '../../../test-support/engine/site-from-html.ts';
import { liveChat } from './live-chat.ts';

const found = (html: string) => detectOn(liveChat, { '/': html });

describe('live-chat', () => {
  it('finds the Intercom widget', () => {
    expect(found('<script src="https://widget.intercom.io/widget/abc"></script>').present).toBe(true);
  });

  it('finds Crisp by its inline snippet', () => {
    expect(found('<script>window.$crisp=[];window.CRISP_WEBSITE_ID="x";</script>').present).toBe(true);
  });

  it('finds the Zendesk widget', () => {
    expect(found('<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=x"></script>').present).toBe(true);
  });

  describe('recognises a chat vendor the way its install shows', () => {
    it('an inline loader that builds the widget URL (iAdvize)', () => {
      const loader =
        "<script>(function(){var idz=document.createElement('script');idz.async=true;idz.src=document.location.protocol+'//lc.iadvize.com/iadvize.js?sid=1234';document.head.appendChild(idz);})();</script>";
      expect(found(loader).evidence).toEqual([{ page: 'https://acme.test/', text: 'iAdvize snippet in inline script' }]);
    });

    it('an inline loader that only names its host in a config object (Pipedrive LeadBooster)', () => {
      const loader = "<script>window.pipedriveLeadboosterConfig={base:'leadbooster-chat.pipedrive.com',companyId:1,version:2};</script>";
      expect(found(loader).evidence.map((item) => item.text)).toEqual(['Pipedrive LeadBooster snippet in inline script']);
    });

    it('a plain script tag (Smallchat)', () => {
      expect(found('<script async src="https://static.small.chat/messenger.js"></script>').evidence.map((item) => item.text)).toEqual([
        'Smallchat script: static.small.chat',
      ]);
    });

    it('a request the rendered page made (tawk.to)', () => {
      expect(detectOnRendered(liveChat, { requests: ['https://embed.tawk.to/5f5288df/default'] }).evidence.map((item) => item.text)).toEqual([
        'tawk.to: the page requested embed.tawk.to while loading',
      ]);
    });

    it('a global the rendered page defined (Rocket.Chat, a property path)', () => {
      expect(detectOnRendered(liveChat, { vendorGlobals: ['RocketChat.livechat'] }).present).toBe(true);
    });

    it('a vendor named only by the path it loads from a shared CDN (Typebot)', () => {
      const module = '<script type="module">import Typebot from "https://cdn.jsdelivr.net/npm/@typebot.io/js@0.3/dist/web.js";</script>';
      expect(found(module).present).toBe(true);
    });
  });

  describe('self-hosted widgets', () => {
    const zammadScript = '<script src="https://support.acme.test/assets/chat/chat.min.js"></script>';
    const zammadStart = "<script>$(function(){ new ZammadChat({ chatId: 1, fontSize: '12px' }); });</script>";

    it('finds a self-hosted Zammad chat by its script path and its constructor', () => {
      expect(found(zammadScript + zammadStart).evidence.map((item) => item.text)).toEqual([
        'Zammad chat, self-hosted: /assets/chat/chat.min.js started by ZammadChat',
      ]);
    });

    it('finds it when the path is loaded from inline script, as jQuery.getScript does', () => {
      const inline =
        "<script>$.getScript('https://help.acme.test/assets/chat/chat-no-jquery.min.js').done(function(){ new ZammadChat({ chatId: 2 }); });</script>";
      expect(found(inline).present).toBe(true);
    });

    it('finds it on a rendered page by the request and the global it set up', () => {
      expect(detectOnRendered(liveChat, { requests: ['https://acme.test/assets/chat/chat.min.js'], vendorGlobals: ['ZammadChat'] }).present).toBe(true);
    });

    it('needs both: the path alone or the constructor alone is not enough', () => {
      expect(found(zammadScript).present).toBe(false);
      expect(found(zammadStart).present).toBe(false);
    });

    it('finds a self-hosted Chatwoot, Rocket.Chat and Mibew by their loaders', () => {
      const chatwoot =
        '<script>(function(d,t){var BASE_URL="https://chat.acme.test";var g=d.createElement(t);g.src=BASE_URL+"/packs/js/sdk.js";g.onload=function(){window.chatwootSDK.run({websiteToken:"x",baseUrl:BASE_URL})}})(document,"script");</script>';
      const rocketChat =
        "<script>(function(w,d,s,u){w.RocketChat=function(c){w.RocketChat._.push(c)};var j=d.createElement(s);j.src='https://chat.acme.test/livechat/rocketchat-livechat.min.js?_=201903270000';})(window,document,'script','https://chat.acme.test/livechat');</script>";
      const mibew = '<script src="/mibew/js/compiled/chat_popup.js"></script><script>Mibew.ChatPopup.init({"id":"5ac21eb3","url":"/mibew/chat"});</script>';
      for (const html of [chatwoot, rocketChat, mibew]) expect(found(html).present, html).toBe(true);
    });
  });

  it('does not count a "Chat with us" mailto link', () => {
    expect(found('<a href="mailto:help@acme.test">Chat with us</a>').present).toBe(false);
  });

  it('does not take a look-alike host, a generic CDN or the site’s own scripts for a chat widget', () => {
    const html = [
      '<script src="https://notintercom.io/widget.js"></script>',
      '<script src="https://client.crisp.chat.evil.test/l.js"></script>',
      '<script src="https://cdnjs.cloudflare.com/ajax/libs/jquery/3.7.1/jquery.min.js"></script>',
      '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5/dist/js/bootstrap.min.js"></script>',
      '<script src="https://unpkg.com/react@18/umd/react.production.min.js"></script>',
      '<script src="https://acme.test/assets/chat/widget.js"></script>',
      '<link rel="preconnect" href="https://fonts.googleapis.com">',
      '<a href="https://www.intercom.com/customers">We switched from Intercom</a>',
    ].join('');
    expect(found(html).present).toBe(false);
    expect(
      detectOnRendered(liveChat, { requests: ['https://ajax.googleapis.com/ajax/libs/jquery/3.7.1/jquery.min.js', 'https://acme.test/api/chat'] }).present,
    ).toBe(false);
  });
});
