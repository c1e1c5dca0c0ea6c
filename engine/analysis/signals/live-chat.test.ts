import { describe, expect, it } from 'vitest';
import { detectOn } from '../../../test-support/engine/site-from-html.ts';
import { liveChat } from './live-chat.ts';

describe('live-chat', () => {
  it('finds the Intercom widget', () => {
    expect(detectOn(liveChat, { '/': '<script src="https://widget.intercom.io/widget/abc"></script>' }).present).toBe(true);
  });

  it('finds Crisp by its inline snippet', () => {
    expect(detectOn(liveChat, { '/': '<script>window.$crisp=[];window.CRISP_WEBSITE_ID="x";</script>' }).present).toBe(true);
  });

  it('finds the Zendesk widget', () => {
    expect(detectOn(liveChat, { '/': '<script id="ze-snippet" src="https://static.zdassets.com/ekr/snippet.js?key=x"></script>' }).present).toBe(true);
  });

  it('does not count a "Chat with us" mailto link', () => {
    expect(detectOn(liveChat, { '/': '<a href="mailto:help@acme.test">Chat with us</a>' }).present).toBe(false);
  });
});
