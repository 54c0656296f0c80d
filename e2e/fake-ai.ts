import { AI_PORT, FAKE_AI_PORT } from '../playwright.config.ts';
import type { FakeMode } from '../src/server/test/fake-openai.ts';

/** The app server that talks to the fake provider. */
export const AI_BASE_URL = `http://localhost:${AI_PORT}`;

/** Tells the fake provider how to answer the next requests. */
export async function setFakeAi(mode: FakeMode) {
  const res = await fetch(`http://127.0.0.1:${FAKE_AI_PORT}/__mode`, {
    method: 'POST',
    body: JSON.stringify(mode),
  });
  if (res.status !== 204) throw new Error(`fake AI control answered ${res.status}`);
}
