import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake provider answers the next requests (every failure mode of a real one). */
export type FakeMode =
  | { kind: 'content'; content: string | ((request: FakeRequest) => string) }
  | { kind: 'fenced'; content: string }
  | { kind: 'garbage' }
  | { kind: 'empty' }
  | { kind: 'status'; status: 500 | 429 | 503 | 401 }
  | { kind: 'hang' }
  | { kind: 'stream'; chunks: string[]; delayMs?: number; firstTokenDelayMs?: number };

export interface FakeRequest {
  model: string;
  temperature: number;
  max_tokens: number;
  stream: boolean;
  prompt: string;
  authorization: string | undefined;
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: FakeRequest[];
  /** Requests whose client went away before the answer (aborts and timeouts). */
  aborted: number;
  setMode(mode: FakeMode): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finish: string | null = null) {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  });
}

/** A small OpenAI-compatible server on loopback for tests: never a real provider. */
export async function startFakeOpenAi(
  initial: FakeMode = { kind: 'content', content: 'ok' },
  port = 0,
): Promise<FakeOpenAi> {
  let mode = initial;
  const requests: FakeRequest[] = [];
  const state = { aborted: 0 };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const part of req) raw += part;
    if (req.url === '/__mode' && req.method === 'POST') {
      // test control: the browser tests switch the fake's behaviour between steps
      mode = JSON.parse(raw) as FakeMode;
      res.writeHead(204).end();
      return;
    }
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(raw) as {
      model: string;
      temperature: number;
      max_tokens: number;
      stream?: boolean;
      messages: Array<{ content: string }>;
    };
    const request: FakeRequest = {
      model: body.model,
      temperature: body.temperature,
      max_tokens: body.max_tokens,
      stream: body.stream === true,
      prompt: body.messages.map((m) => m.content).join('\n'),
      authorization: req.headers.authorization,
    };
    requests.push(request);
    res.on('close', () => {
      if (!res.writableFinished) state.aborted += 1;
    });
    const reply = (content: string) => {
      if (request.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        if (content) res.write(`data: ${chunk(content)}\n\n`);
        res.write(`data: ${chunk(null, 'stop')}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: Math.ceil(request.prompt.length / 4),
            completion_tokens: Math.ceil(content.length / 4),
            total_tokens: 0,
          },
        }),
      );
    };
    switch (mode.kind) {
      case 'content':
        reply(typeof mode.content === 'function' ? mode.content(request) : mode.content);
        return;
      case 'fenced':
        reply(`\`\`\`json\n${mode.content}\n\`\`\``);
        return;
      case 'garbage':
        reply('Sure! Here is what you asked for: {not json at all');
        return;
      case 'empty':
        reply('');
        return;
      case 'status':
        res
          .writeHead(mode.status, { 'content-type': 'application/json', 'retry-after-ms': '5' })
          .end(JSON.stringify({ error: { message: `fake ${mode.status}`, type: 'server_error' } }));
        return;
      case 'hang':
        // answer nothing; the client times out or aborts
        return;
      case 'stream': {
        const { chunks, delayMs = 0, firstTokenDelayMs = 0 } = mode;
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        await new Promise((r) => setTimeout(r, firstTokenDelayMs));
        for (const [i, piece] of chunks.entries()) {
          if (res.destroyed) return;
          if (i > 0 && delayMs) await new Promise((r) => setTimeout(r, delayMs));
          res.write(`data: ${chunk(piece)}\n\n`);
        }
        res.write(`data: ${chunk(null, 'stop')}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    get aborted() {
      return state.aborted;
    },
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
