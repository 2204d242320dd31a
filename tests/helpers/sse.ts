export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** Opens an SSE stream with fetch and collects its messages, so a test can wait for one. */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream failed with ${res.status}`);
  const messages: SseMessage[] = [];
  let ready = false;
  let ended = false;
  let wake: (() => void) | undefined;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          ended = true;
          break;
        }
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ready')) ready = true;
          const msg: SseMessage = { data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(': ');
            if (field === 'id') msg.id = rest.join(': ');
            if (field === 'event') msg.event = rest.join(': ');
            if (field === 'data') msg.data = rest.join(': ');
          }
          if (msg.event) messages.push(msg);
          wake?.();
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {}
  })();

  const until = async (check: () => boolean, timeoutMs: number, what: string) => {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((ok) => {
        wake = ok;
        setTimeout(ok, Math.min(left, 50));
      });
    }
  };

  return {
    messages,
    status: res.status,
    contentType: res.headers.get('content-type'),
    ready: () => until(() => ready, 2000, 'the stream to be ready'),
    /** Resolves with the first message matching `match`, or fails after `timeoutMs`. */
    async next(match: (data: any) => boolean, timeoutMs = 1000) {
      const find = () => messages.find((m) => match(JSON.parse(m.data)));
      await until(() => find() !== undefined, timeoutMs, 'a matching event');
      const found = find()!;
      return { ...found, json: JSON.parse(found.data) };
    },
    close: () => controller.abort(),
    /** Whether the server has ended the stream. */
    ended: () => ended,
  };
}
