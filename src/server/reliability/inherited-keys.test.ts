import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../shared/chat.schema.ts';
import type { ResumeState } from '../../shared/resume.schema.ts';
import { testDatabases } from '../test/databases.ts';
import { givenGoal } from '../test/given.ts';
import { SAMPLE_RESUME } from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

/**
 * Words a plain JavaScript object inherits ("constructor", "__proto__", "toString"…) are ordinary
 * words to a user: a construction worker's resume says "constructor". Every dictionary the engine
 * looks words up in answers only its own entries (shared/lookup.ts).
 */
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];
const TEXT = `Site constructor and foreman. ${INHERITED.join(' ')}.`;

describe('words a JavaScript object inherits are plain words', () => {
  const ctx = useTestApp(testDatabases()[0]!);

  it('Discovery, title search, a resume and the chat all answer them', async () => {
    const client = ctx.client();
    const background = {
      coursework: INHERITED,
      skills: INHERITED,
      projects: INHERITED,
      interests: INHERITED,
    };
    const roles = await client.post<unknown[]>('/api/discovery/matches', background);
    expect(roles.status).toBe(200);
    expect(roles.body).toEqual([]);
    const occupations = await client.post<unknown>('/api/discovery/occupations', background);
    expect(occupations.status).toBe(200);

    for (const title of INHERITED) {
      const search = await client.get<unknown[]>(`/api/careers/search?q=${encodeURIComponent(title)}`);
      expect(search.status, title).toBe(200);
    }
    const resolved = await client.post<unknown>('/api/careers/resolve', { title: 'constructor' });
    expect(resolved.status).toBe(200);

    await givenGoal(client, 2);
    const data = new FormData();
    data.append(
      'file',
      new Blob([`${SAMPLE_RESUME}\n- ${TEXT}\n\nSKILLS\n${INHERITED.join(', ')}`]),
      'r.txt',
    );
    const resume = await client.upload<ResumeState>('/api/me/resume', data);
    expect(resume.status).toBe(201);
    expect(resume.body.current?.analysis.atsScore).toBeGreaterThan(0);

    const res = await fetch(`${ctx.baseUrl}/api/me/chat/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
      body: JSON.stringify({ content: `How do I learn ${INHERITED.join(' and ')}?` }),
    });
    const events = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ChatEvent);
    expect(events.at(-1)?.type).toBe('done');
  });
});
