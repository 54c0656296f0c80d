import { describe, expect, it } from 'vitest';
import {
  compileCue,
  emptyClaimsIn,
  hedgesIn,
  redFlagsIn,
  subjectChangesIn,
} from '../ai/local/answer-cues.ts';
import { loadAnswerCues } from './career-content.ts';

// docs/decisions.md S123: what the interview answer scorer listens for besides key points is data
const cues = loadAnswerCues();

/** A sentence that says the cue: each slot's first word, "*" as a word of its own. */
const sentenceOf = (cue: string) =>
  `Honestly, ${cue
    .split(/\s+/)
    .map((slot) => (slot === '*' ? 'whole' : (slot.split('/')[0] as string)))
    .join(' ')} on that job.`;

describe('answer cues (content/answer-cues.json)', () => {
  it('parses against its schema', () => {
    expect(cues.redFlags.length).toBeGreaterThanOrEqual(3);
    expect(cues.emptyClaims.length).toBeGreaterThanOrEqual(10);
  });

  it('gives each red flag its own id, a label and advice a person can act on', () => {
    const ids = cues.redFlags.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const flag of cues.redFlags) {
      expect(flag.label, flag.id).toMatch(/^[a-z]/);
      expect(flag.advice, flag.id).toMatch(/^Say /);
    }
  });

  it('writes every cue once, and no cue both as a red flag and as an empty claim', () => {
    const all = [
      ...cues.redFlags.flatMap((f) => f.cues),
      ...cues.emptyClaims,
      ...cues.subjectChanges,
      ...cues.hedges,
    ];
    const keys = all.map((c) =>
      compileCue(c)
        .slots.map((slot) => [...slot].sort().join('/'))
        .join(' '),
    );
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('finds every red flag cue in a sentence that says it, and none after a negation', () => {
    for (const flag of cues.redFlags)
      for (const cue of flag.cues) {
        const sentence = sentenceOf(cue);
        expect(
          redFlagsIn(sentence).map((f) => f.id),
          sentence,
        ).toContain(flag.id);
        expect(redFlagsIn(`I refuse to ${sentenceOf(cue).slice('Honestly, '.length)}`), cue).toEqual([]);
      }
  });

  it('finds every empty claim and hedge in a sentence that says it', () => {
    for (const cue of cues.emptyClaims) expect(emptyClaimsIn(sentenceOf(cue)), cue).toContain(cue);
    for (const cue of cues.hedges) expect(hedgesIn(sentenceOf(cue)), cue).toBeGreaterThanOrEqual(1);
  });

  it('finds every subject change in a sentence that says it, and none after a negation (S127)', () => {
    for (const cue of cues.subjectChanges) {
      expect(subjectChangesIn(sentenceOf(cue)), cue).toContain(cue);
      expect(subjectChangesIn(`I would never ${sentenceOf(cue).slice('Honestly, '.length)}`), cue).toEqual(
        [],
      );
    }
  });

  it("does not count a red flag that is someone else's doing", () => {
    for (const other of cues.othersDoing)
      expect(redFlagsIn(`On my first call ${other} had skipped the check.`), other).toEqual([]);
    expect(redFlagsIn('On my first call I skipped the check.').map((f) => f.id)).toEqual(['skipped-check']);
  });

  it('lets an owned mistake stand: its red flags do not count', () => {
    for (const cue of cues.ownedMistakes)
      expect(redFlagsIn(`We skipped the check that night. ${sentenceOf(cue)}`), cue).toEqual([]);
  });
});
