import { type FormEvent, useState } from 'react';
import type { ResolvedCareer } from '../../../../shared/catalog.api.ts';
import { SUGGESTION_MIN_CHARS } from '../../../../shared/constants.ts';
import type { TitleLevel, TitleOption } from '../../../../shared/occupation.api.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { resolveCareer, searchCareers, useCareerSuggestions } from '../api/careers.ts';
import { useChooseGoal } from '../api/goal.ts';
import type { FinderStatus } from '../components/status-line.tsx';

/** How long typing must pause before the title field asks for suggestions. */
const SUGGESTION_PAUSE_MS = 250;

const LEVEL_NAMES: Record<TitleLevel, string> = {
  entry: 'an entry-level',
  mid: 'an experienced',
  senior: 'a senior',
  lead: 'a lead',
};

/** docs/product.md §2 Onboarding: a curated career is said to be one, by its own title. */
const curatedDetail = (title: string) =>
  `Curated roadmap for ${title}, written and reviewed by hand with its licences, exams and practice.`;

/**
 * Where an occupation's roadmap comes from, for the status line, and the level the typed title
 * asked for (docs/product.md §5 Title resolution: the occupation is the same at every level).
 */
function occupationDetail(option: TitleOption): string | undefined {
  const source =
    option.kind !== 'occupation'
      ? null
      : option.curatedTitle
        ? curatedDetail(option.curatedTitle)
        : `Roadmap built from the U.S. Department of Labor’s O*NET data for ${option.title}.`;
  const level = option.level
    ? `Read as ${LEVEL_NAMES[option.level]} title: the roadmap is the same at every level.`
    : null;
  return [source, level].filter(Boolean).join(' ') || undefined;
}

/** docs/product.md §8: a basic path is a fallback, not a success; the user chooses what to do. */
function basicPathStatus(
  basic: ResolvedCareer,
  title: string,
  actions: { retry: () => void; useBasic: () => void },
): FinderStatus {
  const useBasic = { label: 'Use the basic path', onClick: actions.useBasic };
  // without a model, trying again gives the same answer: the way forward is another title
  return basic.canRetry
    ? {
        text: `Only a basic career path could be made for "${basic.title}" right now: one core skill and a starter project.`,
        tone: 'info',
        detail: 'Try again for a full roadmap, or start with the basic path.',
        actions: [{ label: 'Try again', onClick: actions.retry }, useBasic],
      }
    : {
        text: `No occupation matches "${title}", so only a basic career path could be made: one core skill and a starter project.`,
        tone: 'info',
        detail:
          'Check the spelling or try another title (the one on a job posting often works), or start with the basic path.',
        actions: [useBasic],
      };
}

/** Who built a generated roadmap, said when it was the local engine (docs/decisions.md D17). */
function createdStatus(resolved: ResolvedCareer): FinderStatus {
  if (resolved.source !== 'local') return { text: 'Career roadmap created successfully!', tone: 'success' };
  return {
    text: 'Career roadmap created successfully!',
    tone: 'success',
    detail: resolved.occupation
      ? `Built by Waymark’s local engine from the nearest real occupation, ${resolved.occupation.title} (O*NET); no AI model was used.`
      : 'Built by Waymark’s local engine from the closest career path; no AI model was used.',
  };
}

/**
 * docs/product.md §2 Onboarding and §5 Title resolution: a typed title becomes the user's goal. A
 * known title is adopted, a near one offers choices, anything else is generated (by the AI when
 * `aiProvider`, else the local engine), with the status messages in the spec's order and wording.
 */
export function useCareerFinder({
  aiProvider,
  onAdopted,
}: {
  /** Whether an AI model answers; undefined while the server has not said yet. */
  aiProvider: boolean | undefined;
  onAdopted: () => void;
}) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<FinderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [goalTitle, setGoalTitle] = useState<string | null>(null);
  // one search per pause in typing (docs/decisions.md S90); the server bounds searches per address too
  const suggestions = useCareerSuggestions(useDebouncedValue(query, SUGGESTION_PAUSE_MS));
  const chooseGoal = useChooseGoal();
  const trimmed = query.trim();

  async function adopt(careerId: number, title: string) {
    await chooseGoal.mutateAsync(careerId);
    setGoalTitle(title);
    onAdopted();
  }

  /** Runs one step of the search with the form busy; a failure is said on the status line. */
  async function busyWhile(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setStatus({ text: errorMessage(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  /** A suggestion or a "did you mean" choice: a built-in career or an occupation's roadmap. */
  const choose = (option: TitleOption) => {
    setQuery(option.title);
    return busyWhile(async () => {
      setStatus({ text: 'Career path found!', tone: 'success', detail: occupationDetail(option) });
      await adopt(option.careerId, option.title);
    });
  };

  /**
   * Makes a roadmap of the title itself: one that names nothing real, or one the user chose as typed
   * over the choices (`asTyped`). "AI" is said only when a model does the work (docs/decisions.md D17).
   */
  async function build(title: string, asTyped: boolean) {
    setStatus({
      text:
        aiProvider === undefined
          ? 'Building your career roadmap...'
          : aiProvider
            ? 'Generating personalized career roadmap with AI...'
            : 'Building your career roadmap with Waymark’s local engine...',
      tone: 'info',
    });
    let resolved: ResolvedCareer;
    try {
      resolved = await resolveCareer(title, { asTyped });
    } catch {
      setStatus({ text: 'Creating basic career path...', tone: 'info' });
      resolved = await resolveCareer(title, { asTyped });
    }
    if (resolved.source === 'fallback') {
      const basic = resolved;
      setStatus(
        basicPathStatus(basic, title, {
          retry: () => void findPath(title),
          useBasic: () => void adopt(basic.careerId, basic.title),
        }),
      );
      return;
    }
    setStatus(createdStatus(resolved));
    await adopt(resolved.careerId, resolved.title);
  }

  /** docs/product.md §4 Onboarding status messages, in the spec's order and wording. */
  const findPath = (title: string): Promise<void> =>
    busyWhile(async () => {
      setGoalTitle(null);
      setStatus({ text: 'Searching for career path...', tone: 'info' });
      const search = await searchCareers(title);
      if (search.match) {
        setStatus({ text: 'Career path found!', tone: 'success', detail: occupationDetail(search.match) });
        return adopt(search.match.careerId, search.match.title);
      }
      if (search.choices.length > 0) {
        // not sure enough to pick one (docs/product.md §5 Title resolution): the user chooses, and a
        // roadmap for the title as typed is the last choice
        setStatus({
          text: `No career is called "${title}". Did you mean one of these?`,
          tone: 'info',
          actionsLabel: 'Did you mean',
          actions: [
            ...search.choices.map((choice) => ({
              label: choice.alsoCalled ? `${choice.title} (${choice.alsoCalled})` : choice.title,
              onClick: () => void choose(choice),
            })),
            {
              label: `None of these: make a roadmap for "${title}"`,
              onClick: () => void busyWhile(() => build(title, true)),
            },
          ],
        });
        return;
      }
      await build(title, false);
    });

  return {
    query,
    trimmed,
    status,
    busy,
    goalTitle,
    suggestions: suggestions.data?.suggestions ?? [],
    /** Suggestions show while a long enough title is typed and nothing else is on offer. */
    showSuggestions:
      !busy &&
      trimmed.length >= SUGGESTION_MIN_CHARS &&
      (suggestions.data?.suggestions.length ?? 0) > 0 &&
      !goalTitle &&
      !status?.actions,
    type(value: string) {
      setQuery(value);
      setGoalTitle(null);
      // a new title: the choices offered for the old one no longer apply
      setStatus((current) => (current?.actions ? null : current));
    },
    submit(event: FormEvent) {
      event.preventDefault();
      if (trimmed.length >= SUGGESTION_MIN_CHARS && !busy) void findPath(trimmed);
    },
    choose,
    /** A quick pick: the title is typed in and searched for. */
    pick(title: string) {
      setQuery(title);
      void findPath(title);
    },
    /** A quick pick of a curated career (docs/product.md §3 Curated careers): adopted by its id. */
    pickCurated(careerId: number, title: string) {
      setQuery(title);
      void busyWhile(async () => {
        setStatus({
          text: 'Career path found!',
          tone: 'success',
          detail: curatedDetail(title),
        });
        await adopt(careerId, title);
      });
    },
  };
}

export type CareerFinder = ReturnType<typeof useCareerFinder>;
