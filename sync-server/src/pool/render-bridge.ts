import type { MessagePort } from 'node:worker_threads';
import type { PageRenderer } from '../../../engine/crawl/render-stage.ts';
import type { RenderOutcome } from '../../../engine/render/render-pages.ts';

/**
 * Analyses crawl in worker threads, but the process has one Chromium and it lives in
 * the main thread. A worker asks for renders over a MessagePort; the main thread
 * renders with its render service (which applies the network guard from the server's
 * own configuration: a worker cannot widen it) and answers.
 */
interface RenderCall {
  id: number;
  urls: string[];
}

interface RenderReply {
  id: number;
  outcomes: RenderOutcome[];
}

/** Main thread: answers one analysis' render calls until the port closes. */
export function serveRenderCalls(port: MessagePort, renderer: PageRenderer): void {
  port.on('message', (call: RenderCall) => {
    renderer.render(call.urls).then(
      (outcomes) => port.postMessage({ id: call.id, outcomes } satisfies RenderReply),
      () => port.postMessage({ id: call.id, outcomes: call.urls.map(() => ({ ok: false, reason: 'The page could not be rendered' })) } satisfies RenderReply),
    );
  });
}

/** Worker thread: a renderer that asks the main thread. */
export function renderViaPort(port: MessagePort): PageRenderer {
  let nextId = 0;
  const pending = new Map<number, (outcomes: RenderOutcome[]) => void>();
  port.on('message', (reply: RenderReply) => {
    pending.get(reply.id)?.(reply.outcomes);
    pending.delete(reply.id);
  });
  return {
    render(urls) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        port.postMessage({ id, urls } satisfies RenderCall);
      });
    },
  };
}
