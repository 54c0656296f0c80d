/**
 * The local assistant's guides (content/guides/<topic>.json): every chat topic has its file, each
 * guide is listed once by id and by title, reads as a short guide (60-180 words) and carries no
 * link (a guide's advice stands on its own; links live in roadmaps, on the allow-list).
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_TOPICS } from '../../shared/ai.schema.ts';
import { loadGuides } from './career-content.ts';

const guides = loadGuides();

describe('the assistant’s guides (content/guides/)', () => {
  it('has one file per chat topic, each holding its own topic’s guides', () => {
    const files = readdirSync(new URL('./content/guides/', import.meta.url)).sort();
    expect(files).toEqual(CHAT_TOPICS.map((t) => `${t}.json`).sort());
    for (const topic of CHAT_TOPICS)
      expect(
        guides.some((g) => g.topic === topic),
        topic,
      ).toBe(true);
  });

  it('lists each guide once, by id and by title', () => {
    expect(new Set(guides.map((g) => g.id)).size).toBe(guides.length);
    expect(new Set(guides.map((g) => g.title.toLowerCase())).size).toBe(guides.length);
  });

  it('keeps each guide short, with no links in its text', () => {
    for (const g of guides) {
      const words = g.body.split(/\s+/).filter(Boolean).length;
      expect(words, g.id).toBeGreaterThanOrEqual(60);
      expect(words, g.id).toBeLessThanOrEqual(180);
      expect(g.body, g.id).not.toMatch(/https?:\/\/|www\./i);
    }
  });
});
