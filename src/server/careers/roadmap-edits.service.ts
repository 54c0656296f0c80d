import { randomUUID } from 'node:crypto';
import type { CareerDefinition } from '../../shared/career.ts';
import { FIELD_SKILL_CATEGORIES } from '../../shared/career-content.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import {
  type AddedSkill,
  addSkillsSchema,
  type OwnResource,
  type OwnResourceInput,
  type OwnSkill,
  type OwnSkillInput,
  ownResourceInputSchema,
  ROADMAP_EDIT_LIMITS,
  type RoadmapOverlay,
} from '../../shared/roadmap-edits.schema.ts';
import { OWN_ID_PREFIX } from '../../shared/xp.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import type { GoalsService } from './goals.service.ts';
import type { RoadmapEditsRepository } from './roadmap-edits.repository.ts';
import { applyOverlay } from './roadmap-overlay.ts';

export interface RoadmapEditsDeps {
  repo: RoadmapEditsRepository;
  goals: Pick<GoalsService, 'currentCareer' | 'current'>;
  clock: () => Date;
  newId?: () => string;
}

type CareerSkill = CareerDefinition['skills'][number];
type Match = 'same-skill' | 'same-name';

const FIELD_CATEGORIES = new Set<string>(FIELD_SKILL_CATEGORIES);
const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** What one skill of an add did: added, found on the roadmap already, or brought back after a removal. */
type AddOutcome = AddedSkill & { status: 'added' | 'existing' | 'restored' };

/**
 * A user's edits of their current roadmap (docs/product.md §4 Editing a roadmap, docs/decisions.md
 * S100-S102): each edit reads the career, then changes the stored edits under the row's lock.
 */
export function createRoadmapEdits({ repo, goals, clock, newId = randomUUID }: RoadmapEditsDeps) {
  async function currentOrConflict(userId: string) {
    const found = await goals.currentCareer(userId);
    if (!found) throw new Conflict('Choose a career path first.');
    return found;
  }

  /** The roadmap's skills and the removed skills (the career's own, or the user's), with their current names. */
  function skillsOf(base: CareerDefinition, overlay: RoadmapOverlay) {
    const roadmap = applyOverlay(base, overlay);
    const removed = new Set(overlay.removed);
    const baseRemoved = [...base.skills, ...(base.earlier?.skills ?? [])].filter((s) => removed.has(s.id));
    const ownRemoved = overlay.added.filter((s) => removed.has(s.id));
    return { roadmap, removed: [...baseRemoved, ...ownRemoved] as Array<Pick<CareerSkill, 'id' | 'name'>> };
  }

  const nameOf = (overlay: RoadmapOverlay, s: Pick<CareerSkill, 'id' | 'name'>) =>
    overlay.renamed[s.id] ?? s.name;

  function matches(match: Match, a: string, b: string) {
    return match === 'same-name' ? normal(a) === normal(b) : sameSkill(a, b);
  }

  const ownResource = (input: OwnResourceInput): OwnResource => ({
    id: `${OWN_ID_PREFIX}${newId()}`,
    type: input.type ?? 'article',
    title: input.title,
    link: input.url,
    duration: input.hours ? `${input.hours}h` : '',
  });

  /** Adds skills to the stored edits, in order; see `addSkills`. */
  async function add(userId: string, inputs: readonly OwnSkillInput[], match: Match): Promise<AddOutcome[]> {
    const parsed = addSkillsSchema.safeParse(inputs);
    if (!parsed.success) throw new InvalidInput(parsed.error.issues[0]?.message ?? 'Check the skills.');
    const { base } = await currentOrConflict(userId);
    // a field roadmap's skills use the field categories (docs/product.md §3 Career families)
    const fieldRoadmap = base.skills.some((s) => FIELD_CATEGORIES.has(s.category));
    return repo.update(userId, base.id, clock(), (before) => {
      let overlay = before;
      const outcomes: AddOutcome[] = [];
      for (const input of parsed.data) {
        const { roadmap, removed } = skillsOf(base, overlay);
        const original = new Map(
          [...base.skills, ...(base.earlier?.skills ?? [])].map((s) => [s.id, s.name] as const),
        );
        const existing = roadmap.skills.find(
          (s) =>
            matches(match, s.name, input.name) ||
            (original.has(s.id) && matches(match, original.get(s.id) ?? '', input.name)),
        );
        if (existing) {
          outcomes.push({ id: existing.id, name: existing.name, status: 'existing' });
          continue;
        }
        const back = removed.find(
          (s) => matches(match, nameOf(overlay, s), input.name) || matches(match, s.name, input.name),
        );
        if (back) {
          // docs/decisions.md S101: a removed skill comes back with its progress, under its own id
          overlay = { ...overlay, removed: overlay.removed.filter((id) => id !== back.id) };
          outcomes.push({ id: back.id, name: nameOf(overlay, back), status: 'restored' });
          continue;
        }
        overlay = withRoomForOne(overlay);
        const skill: OwnSkill = {
          id: `${OWN_ID_PREFIX}${newId()}`,
          name: input.name,
          description: input.description ?? '',
          category: input.category ?? (fieldRoadmap ? 'Core Skills' : 'Concepts'),
          estimatedHours: input.estimatedHours,
          resources: (input.resources ?? []).map((r) => ownResource(ownResourceInputSchema.parse(r))),
          ...(input.fromPosting ? { fromPosting: input.fromPosting } : {}),
        };
        overlay = { ...overlay, added: [...overlay.added, skill] };
        outcomes.push({ id: skill.id, name: skill.name, status: 'added' });
      }
      return { overlay, result: outcomes };
    });
  }

  /** Makes room for one more own skill: removed own skills go first, oldest first; else it refuses. */
  function withRoomForOne(overlay: RoadmapOverlay): RoadmapOverlay {
    const max = ROADMAP_EDIT_LIMITS.ownSkills;
    let added = overlay.added;
    let removed = overlay.removed;
    while (added.length >= max) {
      const dropped = added.find((s) => removed.includes(s.id));
      if (!dropped) throw new InvalidInput(`A roadmap can have at most ${max} skills of your own.`);
      added = added.filter((s) => s.id !== dropped.id);
      removed = removed.filter((id) => id !== dropped.id);
    }
    return { ...overlay, added, removed };
  }

  /** Changes the stored edits of the current roadmap's skill `skillId` (404 when it is not on it). */
  async function editSkill(
    userId: string,
    skillId: string,
    change: (overlay: RoadmapOverlay, skill: CareerSkill) => RoadmapOverlay,
  ): Promise<CurrentGoal> {
    const { base } = await currentOrConflict(userId);
    await repo.update(userId, base.id, clock(), (overlay) => {
      const skill = applyOverlay(base, overlay).skills.find((s) => s.id === skillId);
      if (!skill) throw new NotFound('That skill in your current roadmap');
      return { overlay: change(overlay, skill), result: undefined };
    });
    return goals.current(userId);
  }

  return {
    /**
     * Adds skills to the user's current goal (used by "close the gap", issue 32): a skill the
     * roadmap has already (sameSkill, by its name or its original name) is not added twice, and its
     * id is answered; a removed one comes back with its progress. Answers each skill's id and name,
     * in the order given.
     */
    async addSkills(userId: string, skills: readonly OwnSkillInput[]): Promise<AddedSkill[]> {
      return (await add(userId, skills, 'same-skill')).map(({ id, name }) => ({ id, name }));
    },

    /** One skill added by hand: refused when a skill of that name is on the roadmap. */
    async addSkill(userId: string, skill: OwnSkillInput): Promise<CurrentGoal> {
      const [outcome] = await add(userId, [skill], 'same-name');
      if (outcome?.status === 'existing') throw new Conflict(`“${outcome.name}” is on your roadmap already.`);
      return goals.current(userId);
    },

    rename(userId: string, skillId: string, name: string) {
      return editSkill(userId, skillId, (overlay, skill) => {
        const renamed = { ...overlay.renamed };
        const own = overlay.added.find((s) => s.id === skill.id);
        if (own) {
          return { ...overlay, added: overlay.added.map((s) => (s.id === skill.id ? { ...s, name } : s)) };
        }
        renamed[skill.id] = name;
        return { ...overlay, renamed };
      });
    },

    /** docs/decisions.md S101: the skill leaves the roadmap; its progress rows stay for its return. */
    remove(userId: string, skillId: string) {
      return editSkill(userId, skillId, (overlay, skill) => ({
        ...overlay,
        removed: [...overlay.removed, skill.id],
        order: overlay.order.filter((id) => id !== skill.id),
      }));
    },

    /** The roadmap's skills in a new order: every skill on it, each once. */
    async reorder(userId: string, skillIds: readonly string[]): Promise<CurrentGoal> {
      const { base } = await currentOrConflict(userId);
      await repo.update(userId, base.id, clock(), (overlay) => {
        const edited = applyOverlay(base, overlay);
        const onRoadmap = new Set(edited.skills.map((s) => s.id));
        // skills of an earlier version shown for their progress stay after the roadmap's own
        const earlier = new Set(edited.earlier?.skills.map((s) => s.id));
        const order = skillIds.filter((id) => onRoadmap.has(id));
        if (
          new Set(skillIds).size !== skillIds.length ||
          order.length !== onRoadmap.size ||
          skillIds.some((id) => !onRoadmap.has(id) && !earlier.has(id))
        ) {
          throw new InvalidInput('The order must list every skill of your roadmap once.');
        }
        return { overlay: { ...overlay, order }, result: undefined };
      });
      return goals.current(userId);
    },

    addResource(userId: string, skillId: string, input: OwnResourceInput) {
      const max = ROADMAP_EDIT_LIMITS.resourcesPerSkill;
      return editSkill(userId, skillId, (overlay, skill) => {
        const resource = ownResource(input);
        const own = overlay.added.find((s) => s.id === skill.id);
        if (own) {
          if (own.resources.length >= max)
            throw new InvalidInput(`A skill can have at most ${max} resources of your own.`);
          return {
            ...overlay,
            added: overlay.added.map((s) =>
              s.id === skill.id ? { ...s, resources: [...s.resources, resource] } : s,
            ),
          };
        }
        const list = overlay.resources[skill.id] ?? [];
        if (list.length >= max)
          throw new InvalidInput(`A skill can have at most ${max} resources of your own.`);
        return { ...overlay, resources: { ...overlay.resources, [skill.id]: [...list, resource] } };
      });
    },

    removeResource(userId: string, skillId: string, resourceId: string) {
      return editSkill(userId, skillId, (overlay, skill) => {
        const own = overlay.added.find((s) => s.id === skill.id);
        const list = own ? own.resources : (overlay.resources[skill.id] ?? []);
        if (!list.some((r) => r.id === resourceId)) throw new NotFound('That resource of yours');
        const rest = list.filter((r) => r.id !== resourceId);
        if (own) {
          return {
            ...overlay,
            added: overlay.added.map((s) => (s.id === skill.id ? { ...s, resources: rest } : s)),
          };
        }
        return { ...overlay, resources: { ...overlay.resources, [skill.id]: rest } };
      });
    },

    /** Back to the original roadmap: the edits go, every progress row stays (docs/decisions.md S101). */
    async reset(userId: string): Promise<CurrentGoal> {
      const { base } = await currentOrConflict(userId);
      await repo.reset(userId, base.id);
      return goals.current(userId);
    },
  };
}

export type RoadmapEdits = ReturnType<typeof createRoadmapEdits>;
