import { describe, expect, it } from 'vitest';
import { INTERVIEW_DIFFICULTIES } from '../../shared/ai.schema.ts';
import { contentStems, STOP_WORDS, stems, words } from '../ai/local/text.ts';
import { loadOccupationData } from '../occupations/occupation-data.ts';
import { loadFamilyPacks, loadInterviewBanks } from './career-content.ts';

// docs/decisions.md S79: one bank per career family, at least 30 questions each, all three kinds
const banks = loadInterviewBanks();
const packs = loadFamilyPacks();
const occupationCodes = new Set(loadOccupationData().data.occupations.map((o) => o.code));
const familyBanks = banks.filter((b) => b.data.family !== 'general');
const all = banks.flatMap((b) => b.data.questions.map((q) => ({ file: b.file, family: b.data.family, q })));

describe('interview question banks', () => {
  it('are one per family pack, named after it, plus the general bank', () => {
    expect(banks.map((b) => b.file)).toContain('interview/general.json');
    // the military pack's bank is the transition interview: a service member interviewing for a
    // civilian or military-adjacent job (docs/decisions.md S119)
    expect(familyBanks.map((b) => b.file).sort()).toEqual(
      packs.map((p) => `interview/${p.data.socMajor}-${p.data.id}.json`).sort(),
    );
  });

  it('hold at least 30 questions per family, behavioural, situational and at least 8 field-specific', () => {
    for (const { file, data } of familyBanks) {
      const count = (category: string) => data.questions.filter((q) => q.category === category).length;
      expect(data.questions.length, file).toBeGreaterThanOrEqual(30);
      expect(count('behavioral'), `${file} behavioural`).toBeGreaterThanOrEqual(5);
      expect(count('situational'), `${file} situational`).toBeGreaterThanOrEqual(5);
      expect(count('technical'), `${file} field-specific`).toBeGreaterThanOrEqual(8);
    }
  });

  it('ask at every difficulty in every family', () => {
    for (const { file, data } of familyBanks)
      for (const difficulty of INTERVIEW_DIFFICULTIES)
        expect(
          data.questions.filter((q) => q.difficulty === difficulty).length,
          `${file} ${difficulty}`,
        ).toBeGreaterThanOrEqual(5);
  });

  it('have unique ids that start with the family id', () => {
    const ids = all.map(({ q }) => q.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const { file, family, q } of all) {
      // the questions of the local engine's first bank keep the ids chats saved as already asked
      const prefix = q.roles ? '' : family === 'general' ? 'general-' : `${family}.`;
      expect(q.id.startsWith(prefix), `${file}: ${q.id}`).toBe(true);
      if (q.subFamily && !q.roles)
        expect(q.id.startsWith(`${family}.${q.subFamily}.`), `${file}: ${q.id}`).toBe(true);
    }
  });

  it('never ask the same question twice', () => {
    const norm = (text: string) => contentStems(text).join(' ');
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { q } of all) {
      const key = norm(q.question);
      const first = seen.get(key);
      if (first) duplicates.push(`${first} and ${q.id}`);
      else seen.set(key, q.id);
    }
    expect(duplicates).toEqual([]);
  });

  it('tag questions only with sub-families and occupations of their own family', () => {
    for (const { file, data } of familyBanks) {
      const pack = packs.find((p) => p.data.id === data.family)?.data;
      const subs = new Set(pack?.subFamilies.map((s) => s.id));
      for (const q of data.questions) {
        if (q.subFamily) expect(subs.has(q.subFamily), `${file}: ${q.id} ${q.subFamily}`).toBe(true);
        if (q.occupationCode) {
          expect(occupationCodes.has(q.occupationCode), `${file}: ${q.id}`).toBe(true);
          expect(q.occupationCode.slice(0, 2), `${file}: ${q.id}`).toBe(pack?.socMajor);
        }
      }
    }
    const general = banks.find((b) => b.data.family === 'general')?.data.questions ?? [];
    for (const q of general) expect(q.subFamily ?? q.occupationCode ?? q.roles, q.id).toBeUndefined();
  });

  it('give every sub-family questions of its own', () => {
    for (const { file, data } of familyBanks) {
      const pack = packs.find((p) => p.data.id === data.family)?.data;
      for (const sub of pack?.subFamilies ?? [])
        expect(
          data.questions.filter((q) => q.subFamily === sub.id).length,
          `${file} ${sub.id}`,
        ).toBeGreaterThanOrEqual(2);
    }
  });

  it('name key points the scorer can find: words, distinct, with other wordings in the field banks', () => {
    for (const { file, family, q } of all) {
      const points = q.keyPoints.map((k) => k.point.toLowerCase());
      expect(new Set(points).size, `${file}: ${q.id}`).toBe(points.length);
      for (const k of q.keyPoints) {
        expect(stems(k.point).length, `${file}: ${q.id} "${k.point}"`).toBeGreaterThan(0);
        expect(
          k.synonyms.map((s) => s.toLowerCase()),
          `${file}: ${q.id}`,
        ).not.toContain(k.point.toLowerCase());
        // the general and built-in software questions lean on the scorer's own synonym list
        if (q.roles || family === 'general') continue;
        expect(k.synonyms.length, `${file}: ${q.id} "${k.point}" has no other wording`).toBeGreaterThan(0);
        // a wording of only common words ("why", "tell them") would find the point in any answer
        for (const wording of [k.point, ...k.synonyms])
          expect(
            words(wording).some((w) => !STOP_WORDS.has(w)),
            `${file}: ${q.id} "${wording}" has no topic word`,
          ).toBe(true);
      }
    }
  });
});
