import { APPLICATION_LIMITS } from '../../shared/constants.ts';
import type { Goal } from '../../shared/goal.schema.ts';
import { countsInMatch } from '../../shared/posting-match.ts';
import {
  type CloseGapResult,
  type CreatePosting,
  POSTING_LIMITS,
  type Posting,
  type PostingAnalysis,
  type UpdatePosting,
} from '../../shared/postings.schema.ts';
import { ROADMAP_EDIT_LIMITS } from '../../shared/roadmap-edits.schema.ts';
import { AppError, Conflict, InvalidInput, NotFound } from '../errors.ts';
import { stripControlCharacters } from '../http/control-characters.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { ApplicationsService } from './applications.service.ts';
import { htmlToText } from './html-text.ts';
import { createEvidenceReader, type EvidenceResume, postingMatch } from './posting-evidence.ts';
import { GAP_KINDS, type GapSkill, type GapSources, gapSkill } from './posting-gap.ts';
import type { NewPosting, PostingRow, PostingsRepository } from './postings.repository.ts';

/** What the posting analysis answers (src/server/market/posting-analysis.ts). */
export type AnalysisResult =
  | { ok: true; title: string; company: string; location: string; remote: boolean; analysis: PostingAnalysis }
  | { ok: false; reason: string };

export interface PostingAnalyser {
  analyse(text: string, hint?: { title?: string }): AnalysisResult;
}

/** A posting the analysis refused (not a posting, empty, too long, not in English): nothing is stored. */
export class PostingRefused extends AppError {
  constructor(reason: string) {
    super(422, 'not_a_posting', reason);
  }
}

/**
 * The resume upload's refusals in a posting's words (the checks are the resume's own: size, type
 * sniffing, the extraction worker's limits).
 */
export const POSTING_UPLOAD_WORDS: Readonly<Record<string, string>> = {
  unsupported_type:
    'This file type is not supported. Upload the posting as a PDF, Word (.doc or .docx) or plain-text (.txt) file, or paste its text.',
  file_too_large: 'The file is over 5 MB. A job posting is far smaller: paste its text instead.',
  empty_file: 'The file is empty. Choose the posting file again, or paste its text.',
  no_text: 'No text was found in this file. Paste the posting’s text instead.',
  no_text_layer:
    'This PDF has no text layer: it looks like a scanned image. Paste the posting’s text instead.',
  too_many_pages: 'This PDF has far more pages than a job posting. Upload the posting on its own.',
};

export interface PostingsServiceDeps {
  repo: PostingsRepository;
  analyser: PostingAnalyser;
  /** The current roadmap, or null without a goal. */
  roadmap: (userId: string) => Promise<Goal | null>;
  /** The latest resume (not one the user set aside) as text and structured resume, or null. */
  resume: (userId: string) => Promise<EvidenceResume | null>;
  /** The resume upload's extraction (size, type sniffing, worker). */
  extract: (bytes: Uint8Array, caller: Caller) => Promise<{ text: string }>;
  /** A job-board posting the user sees (on one of their boards), or undefined. */
  boardPosting: (
    userId: string,
    id: string,
  ) => Promise<
    | {
        id: string;
        title: string;
        company: string;
        location: string;
        isRemote: boolean;
        url: string;
        text: string;
      }
    | undefined
  >;
  applications: Pick<ApplicationsService, 'add' | 'update'>;
  /** Adds skills to the current roadmap (the roadmap editor, docs/decisions.md S107). */
  addSkills: (userId: string, skills: GapSkill[]) => Promise<Array<{ id: string; name: string }>>;
  gapSources: () => GapSources;
  clock: () => Date;
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** Required requirements before preferred ones, each group in the posting's order. */
const requiredFirst = <T extends { importance: 'required' | 'preferred' }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1));

/** What a posting's evidence is read from, read once per request. */
interface EvidenceSources {
  roadmap: Goal | null;
  resume: EvidenceResume | null;
}

/**
 * A pasted posting as stored and read: anything with a tag (or an escaped one) reduced to text by the
 * job boards' reduction (scripts and styles dropped, never rendered); plain text with unified line
 * ends and no control characters (docs/decisions.md S53).
 */
export function postingText(pasted: string): string {
  return /<\/?[a-z][a-z0-9]*\b[^>]*>|&lt;\/?[a-z][a-z0-9]*\b/i.test(pasted)
    ? htmlToText(pasted)
    : stripControlCharacters(pasted.replace(/\r\n?/g, '\n')).trim();
}

/**
 * The user's postings (docs/product.md §3 Posting, §5 Postings): stored with what the analysis read,
 * presented with each requirement's evidence and the match computed at read time, so both move as
 * the roadmap and the resume change.
 */
export function createPostingsService(deps: PostingsServiceDeps) {
  const { repo, analyser, clock } = deps;

  async function evidenceFor(userId: string): Promise<EvidenceSources> {
    const [roadmap, resume] = await Promise.all([deps.roadmap(userId), deps.resume(userId)]);
    return { roadmap, resume };
  }

  function present(rows: PostingRow[], { roadmap, resume }: EvidenceSources): Posting[] {
    const now = clock();
    return rows.map((row) => {
      const assess = createEvidenceReader({ roadmap, resume, analysis: row.analysis, now });
      const requirements = row.analysis.requirements.map(assess);
      return {
        id: row.id,
        title: row.title,
        company: row.company,
        location: row.location,
        remote: row.remote,
        source: row.source,
        boardPostingId: row.boardPostingId,
        url: row.url,
        text: row.text,
        analysis: row.analysis,
        requirements,
        match: postingMatch(requirements),
        applicationId: row.applicationId,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  /** A posting with its evidence, and the roadmap and resume that evidence was read from. */
  async function presentOne(userId: string, row: PostingRow) {
    const sources = await evidenceFor(userId);
    const [posting] = present([row], sources);
    if (!posting) throw new NotFound('That posting');
    return { posting, ...sources };
  }

  async function find(userId: string, id: string): Promise<PostingRow> {
    const row = await repo.get(userId, id);
    if (!row) throw new NotFound('That posting');
    return row;
  }

  /** Reads a posting's text; a refusal stores nothing (docs/product.md §5 Postings, bad input). */
  function analyse(text: string, hint: { title?: string | undefined }) {
    const result = analyser.analyse(text, hint.title ? { title: hint.title } : undefined);
    if (!result.ok) throw new PostingRefused(result.reason);
    return result;
  }

  async function store(
    caller: Caller,
    text: string,
    given: { title?: string | undefined; company?: string | undefined; location?: string | undefined },
    extra: Pick<NewPosting, 'source' | 'boardPostingId' | 'url'> & { remote?: boolean },
  ): Promise<Posting> {
    const read = analyse(text, given);
    const row = await repo.add(
      caller.id,
      {
        // what the user typed wins over what was read
        title: clip(given.title || read.title || 'Job posting', POSTING_LIMITS.title),
        company: clip(given.company || read.company, POSTING_LIMITS.company),
        location: clip(given.location || read.location, POSTING_LIMITS.location),
        remote: extra.remote ?? read.remote,
        pay: read.analysis.pay,
        text,
        source: extra.source,
        boardPostingId: extra.boardPostingId ?? null,
        url: extra.url ?? null,
        analysis: read.analysis,
        applicationId: null,
      },
      clock(),
      POSTING_LIMITS.perUser,
    );
    if (!row)
      throw new Conflict(
        `You keep ${POSTING_LIMITS.perUser} postings already. Delete some you no longer need first.`,
      );
    return (await presentOne(caller.id, row)).posting;
  }

  return {
    /** A pasted posting (HTML reduced to text first). */
    async paste(caller: Caller, body: CreatePosting): Promise<Posting> {
      const text = postingText(body.text);
      return store(caller, text, body, { source: 'pasted', url: body.url ?? null });
    },

    /** A posting file, through the resume upload's checks and extraction worker. */
    async upload(caller: Caller, file: { bytes: Uint8Array }, hint: { title?: string }): Promise<Posting> {
      let text: string;
      try {
        text = (await deps.extract(file.bytes, caller)).text;
      } catch (error) {
        const words = error instanceof AppError ? POSTING_UPLOAD_WORDS[error.code] : undefined;
        if (error instanceof AppError && words) throw new AppError(error.status, error.code, words);
        throw error;
      }
      return store(caller, postingText(text), hint, { source: 'file', url: null });
    },

    /** A job-board posting the user sees, as their own posting. */
    async fromBoard(caller: Caller, boardPostingId: string): Promise<Posting> {
      const board = await deps.boardPosting(caller.id, boardPostingId);
      if (!board) throw new NotFound('That job-board posting');
      return store(
        caller,
        board.text,
        { title: board.title, company: board.company, location: board.location },
        { source: 'board', boardPostingId: board.id, url: board.url, remote: board.isRemote },
      );
    },

    async list(userId: string): Promise<Posting[]> {
      const rows = await repo.list(userId);
      return rows.length === 0 ? [] : present(rows, await evidenceFor(userId));
    },

    async get(userId: string, id: string): Promise<Posting> {
      return (await presentOne(userId, await find(userId, id))).posting;
    },

    /** A posting with the roadmap and resume its evidence was read from (the tailored resume reads both). */
    async withSources(userId: string, id: string) {
      return presentOne(userId, await find(userId, id));
    },

    async update(userId: string, id: string, changes: UpdatePosting): Promise<Posting> {
      // nothing to change (an empty body) reads the posting as it is
      const row = Object.values(changes).some((v) => v !== undefined)
        ? await repo.update(userId, id, changes)
        : await repo.get(userId, id);
      if (!row) throw new NotFound('That posting');
      return (await presentOne(userId, row)).posting;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw new NotFound('That posting');
    },

    /**
     * docs/product.md §5 Close the gap: each missing requirement that can be studied (a skill, tool,
     * certification or licence) becomes a skill of the current roadmap, with hours, resources and
     * the posting it came from; one already on the roadmap is not added twice.
     */
    async closeGap(userId: string, id: string): Promise<CloseGapResult> {
      const { posting, roadmap } = await presentOne(userId, await find(userId, id));
      if (!roadmap)
        throw new Conflict('Choose a career goal first: the missing skills are added to its roadmap.');
      // required ones first; a requirement a roadmap skill already closes is answered with that
      // skill, one the roadmap lists as a milestone is left to it; one request adds at most what the
      // roadmap editor takes at once
      const missing = requiredFirst(
        posting.requirements.filter((r) => !r.met && !r.roadmapMilestone && GAP_KINDS.has(r.kind)),
      );
      const onRoadmap = missing.flatMap((r) =>
        r.roadmapSkill
          ? [{ requirementId: r.id, skillId: r.roadmapSkill.id, name: r.roadmapSkill.name }]
          : [],
      );
      const toAdd = missing.filter((r) => !r.roadmapSkill).slice(0, ROADMAP_EDIT_LIMITS.skillsPerAdd);
      if (toAdd.length === 0) return { added: onRoadmap };
      const from = deps.gapSources();
      const skills = toAdd.map((r) =>
        gapSkill(r, { ...posting, title: posting.title.slice(0, 200) || 'Job posting' }, from),
      );
      const added = await deps.addSkills(userId, skills);
      return {
        added: [
          ...onRoadmap,
          ...toAdd.flatMap((r, i) => {
            const skill = added[i];
            return skill ? [{ requirementId: r.id, skillId: skill.id, name: skill.name }] : [];
          }),
        ],
      };
    },

    /**
     * docs/product.md §5 Track a posting: a new card on the applications board with the posting's
     * details and its requirements as the card's skills, or the user's own card, which takes them.
     */
    async track(caller: Caller, id: string, applicationId?: string): Promise<{ applicationId: string }> {
      const row = await find(caller.id, id);
      // a physical demand or a condition of hire is no skill to match on the card (S125)
      const skills = requiredFirst(row.analysis.requirements.filter((r) => countsInMatch(r.kind)))
        .map((r) => clip(r.name, APPLICATION_LIMITS.skill))
        .filter((name, i, all) => name && all.indexOf(name) === i)
        .slice(0, APPLICATION_LIMITS.skills);
      let cardId: string;
      if (applicationId) {
        cardId = (await deps.applications.update(caller, applicationId, { skills })).id;
      } else {
        if (!row.company)
          throw new InvalidInput(
            'Add the company’s name to this posting first: a card on your board names it.',
          );
        const link = row.url && URL.canParse(row.url) ? new URL(row.url).href : null;
        const card = await deps.applications.add(caller, {
          title: clip(row.title, APPLICATION_LIMITS.title),
          company: clip(row.company, APPLICATION_LIMITS.company),
          location: clip(row.location, APPLICATION_LIMITS.location),
          link: link && link.length <= APPLICATION_LIMITS.link ? link : null,
          stage: 'saved',
          skills,
          notes: '',
          contact: '',
          followUpOn: null,
        });
        cardId = card.id;
      }
      await repo.update(caller.id, id, { applicationId: cardId });
      return { applicationId: cardId };
    },

    /** A posting as the Interview Coach asks from it (docs/product.md §2 Interview Coach). */
    async forPractice(userId: string, id: string) {
      const row = await find(userId, id);
      return { title: row.title, analysis: row.analysis };
    },
  };
}

export type PostingsService = ReturnType<typeof createPostingsService>;
