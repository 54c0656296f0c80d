// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatEvent, ChatState } from '../../../../shared/chat.schema.ts';
import { buildUser, earnings } from '../../../testing/fixtures.ts';
import { type FakeRequest, fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

const AT = '2026-01-06T10:00:00.000Z';
const STATS = { questionsAnswered: 0, totalScore: 0, averageScore: 0 };
const EMPTY_CHAT: ChatState = { messages: [], stats: STATS, mode: 'idle' };

/** The server's streamed reply to "What should I learn next?", one NDJSON line per event. */
const REPLY: ChatEvent[] = [
  { type: 'user', message: { id: 'u1', type: 'user', content: 'What should I learn next?', timestamp: AT } },
  { type: 'delta', text: 'Learn ' },
  { type: 'delta', text: 'Python next.' },
  {
    type: 'done',
    messages: [
      {
        id: 'b1',
        type: 'bot',
        content: 'Learn Python next.',
        timestamp: AT,
        actions: [
          {
            kind: 'skill-status',
            skillId: 'python',
            status: 'in_progress',
            label: 'Mark Python as in progress',
          },
        ],
      },
    ],
    stats: STATS,
    xpEvents: [],
    unlockedAchievements: [],
  },
];

const ndjson = (events: ChatEvent[]) =>
  new Response(events.map((e) => `${JSON.stringify(e)}\n`).join(''), {
    headers: { 'content-type': 'application/x-ndjson' },
  });

function chatServer(onMessage: (request: FakeRequest) => Response = () => ndjson(REPLY)) {
  return fakeApi((request) => {
    if (request.method === 'GET' && request.path === '/api/me/chat') return { json: EMPTY_CHAT };
    if (request.method === 'POST' && request.path === '/api/me/chat/messages') return onMessage(request);
    if (request.method === 'PUT' && request.path === '/api/me/skills/python/status')
      return { json: earnings(buildUser({ xp: 25 }), [{ amount: 25, reason: 'Started Python' }]) };
    return undefined;
  });
}

const input = () => screen.getByLabelText('Message the career assistant') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: 'Send message' });

beforeEach(() => {
  // jsdom lays nothing out; the panel scrolls its last message into view
  Element.prototype.scrollIntoView = () => {};
});

describe('ChatPanel composer', () => {
  it('keeps Send disabled until there is something to send', async () => {
    chatServer();
    renderWithApp(<ChatPanel onClose={() => {}} onMinimize={() => {}} />, { me: buildUser() });
    expect(await screen.findByText(/I'm your Waymark career assistant/)).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.change(input(), { target: { value: 'Hello' } });
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('sends on Enter (not on Shift+Enter) and shows the streamed answer', async () => {
    const server = chatServer();
    renderWithApp(<ChatPanel onClose={() => {}} onMinimize={() => {}} />, { me: buildUser() });
    await screen.findByText(/I'm your Waymark career assistant/);

    fireEvent.change(input(), { target: { value: '  What should I learn next?  ' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(server.writes()).toEqual([]);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(await screen.findByText('Learn Python next.')).toBeTruthy();
    expect(screen.getByText('What should I learn next?')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/api/me/chat/messages', body: { content: 'What should I learn next?' } },
    ]);
    expect(input().value).toBe('');
  });

  it('applies a suggested roadmap action only on click, through the progress mutation', async () => {
    const server = chatServer();
    renderWithApp(<ChatPanel onClose={() => {}} onMinimize={() => {}} />, { me: buildUser() });
    await screen.findByText(/I'm your Waymark career assistant/);
    fireEvent.change(input(), { target: { value: 'What should I learn next?' } });
    fireEvent.keyDown(input(), { key: 'Enter' });

    fireEvent.click(await screen.findByRole('button', { name: 'Mark Python as in progress' }));
    expect(await screen.findByRole('button', { name: 'Done ✓' })).toHaveProperty('disabled', true);
    expect(server.writes().slice(1)).toEqual([
      { method: 'PUT', path: '/api/me/skills/python/status', body: { status: 'in_progress' } },
    ]);
    expect(await screen.findByText('+25 XP')).toBeTruthy();
  });

  it("says why a message was refused and gives the user's text back", async () => {
    chatServer(
      () =>
        new Response(
          JSON.stringify({ error: { code: 'rate_limited', message: 'Too many messages. Wait a minute.' } }),
          { status: 429, headers: { 'content-type': 'application/json' } },
        ),
    );
    renderWithApp(<ChatPanel onClose={() => {}} onMinimize={() => {}} />, { me: buildUser() });
    await screen.findByText(/I'm your Waymark career assistant/);
    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many messages. Wait a minute.'),
    );
    expect(input().value).toBe('Hello');
  });
});
