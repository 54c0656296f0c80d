import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { TestDatabase } from './databases.ts';
import { HARNESS_LIMITS } from './harness-limits.ts';

export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A browser-like client against a real listening server: keeps cookies, sends same-origin headers. */
export class TestClient {
  readonly baseUrl: string;
  private cookies = new Map<string, string>();
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    };
    return this.read<T>(await fetch(`${this.baseUrl}${path}`, init));
  }

  /** Keeps the cookies a response sets (dropping expired ones) and parses a JSON body. */
  private async read<T>(res: Response): Promise<TestResponse<T>> {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const body = type.startsWith('application/json') && text ? JSON.parse(text) : text;
    return { status: res.status, headers: res.headers, body: body as T };
  }

  /** A multipart upload, as a browser's FormData sends it. */
  async upload<T = unknown>(
    path: string,
    form: FormData,
    extra: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {
      ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
      ...extra,
    };
    return this.read<T>(await fetch(`${this.baseUrl}${path}`, { method: 'POST', body: form, headers }));
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  patch<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', path, body ?? {}, headers);
  }
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  baseUrl: string;
  config: Config;
  client(): TestClient;
  now: Date;
}

/**
 * Starts a real server on a fresh database for the enclosing describe block.
 * `ctx.now` is the server's clock, so tests can move time.
 */
export function useTestApp(
  db: TestDatabase,
  env: Record<string, string> | (() => Record<string, string>) = {},
): TestContext {
  const ctx = { now: new Date() } as TestContext;
  beforeAll(async () => {
    ctx.database = await db.open();
    // retention sweeps run when a test asks (createRetention), never on a timer mid-test
    ctx.config = loadConfig({
      LOG_LEVEL: 'silent',
      RETENTION_INTERVAL_MINUTES: '0',
      // job-board syncs too: a test runs one when it asks (createJobBoards)
      JOB_SYNC_INTERVAL_MINUTES: '0',
      // each request asks the provider as its test configured it; the breaker has its own tests
      // (ai/breaker.test.ts, reliability/provider-and-shutdown.test.ts), which set a cool-down
      AI_BREAKER_COOLDOWN_MS: '0',
      ...HARNESS_LIMITS,
      ...(typeof env === 'function' ? env() : env),
    });
    ctx.app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      clock: () => ctx.now,
      webDist: '/nonexistent',
    });
    ctx.baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    ctx.client = () => new TestClient(ctx.baseUrl);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
