import type { GeneratedProjectRecord } from '../../shared/ai.schema.ts';
import type { Difficulty } from '../../shared/catalog.schema.ts';
import { practiceKeys, XP } from '../../shared/xp.ts';
import type { AiGateway } from '../ai/gateway.ts';
import { fillPlaceholders, practiceFieldOf } from '../ai/local/project.ts';
import { practiceWorkbook } from '../ai/local/workbook.ts';
import { type Awards, withNotice } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { roadmapIdOf } from '../careers/roadmap.presenter.ts';
import { practiceTemplates } from '../catalog/career-content.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { GeneratedProjectRow, GeneratedProjectsRepository } from './generated-projects.repository.ts';
import { starterZip } from './starter-zip.ts';

function present(row: GeneratedProjectRow): GeneratedProjectRecord {
  return {
    id: row.id,
    project: row.project,
    starterCode: row.starterCode,
    source: row.source,
    addedToRoadmap: row.addedToRoadmap,
    roadmapProjectId: row.addedToRoadmap ? roadmapIdOf(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ProjectsServiceDeps {
  repo: GeneratedProjectsRepository;
  gateway: AiGateway;
  goals: GoalsService;
  awards: Awards;
  clock: () => Date;
}

/**
 * The AI Project Generator and starter code (docs/product.md §2, §4; docs/decisions.md D9).
 * Premium only, declared on its routes (docs/product.md §6).
 */
export function createProjectsService({ repo, gateway, goals, awards, clock }: ProjectsServiceDeps) {
  const award = (userId: string, key: string, amount: number, reason: string) =>
    awards.award(userId, async (earn) => {
      await earn.xp({ key, amount, reason });
    });

  /** The goal a project was made for, named in its workbook. */
  async function occupationOf(userId: string, careerId: number) {
    const { goal } = await goals.current(userId);
    return goal?.career.id === careerId ? goal.career.title : 'your goal';
  }

  async function requireRow(userId: string, id: string) {
    const row = await repo.find(userId, id);
    if (!row) throw new NotFound('That generated project');
    return row;
  }

  return {
    list: async (userId: string) => (await repo.list(userId)).map(present),

    /** docs/product.md §5: needs a current goal and premium; 25 XP for generating (docs/product.md §4). */
    async generate(caller: Caller, difficulty: Difficulty, signal?: AbortSignal) {
      const userId = caller.id;
      const { goal } = await goals.current(userId);
      if (!goal) throw new Conflict('Choose a career goal first: the project is built around it.');
      const previous = (await repo.list(userId)).filter((r) => r.careerId === goal.career.id).length;
      const result = await gateway.customProject(
        caller,
        {
          goalTitle: goal.career.title,
          completedSkills: goal.skills.filter((s) => s.isCompleted).map((s) => s.name),
          skillsToDevelop: goal.skills
            .filter((s) => !s.isCompleted)
            .map((s) => s.name)
            .slice(0, 6),
          difficulty,
          field: practiceFieldOf(goal),
          previous,
        },
        signal,
      );
      const row = await repo.insert({
        userId,
        careerId: goal.career.id,
        project: result.value,
        source: result.source,
        createdAt: clock(),
      });
      const earned = await award(
        userId,
        practiceKeys.projectGenerated(row.id),
        XP.customProjectGenerated,
        'Custom project generated',
      );
      return { record: present(row), ...withNotice(earned, result.notice) };
    },

    /**
     * 15 XP once per project (docs/product.md §4). Field practice gets its workbook, written by Waymark
     * and never by a model (docs/decisions.md S84).
     */
    async starterCode(caller: Caller, id: string, signal?: AbortSignal) {
      const userId = caller.id;
      const row = await requireRow(userId, id);
      const project = row.project;
      const result = project.kind
        ? { value: practiceWorkbook(project, await occupationOf(userId, row.careerId)), notice: undefined }
        : await gateway.starterCode(
            caller,
            { title: project.title, technologies: project.technologies, features: project.features },
            signal,
          );
      await repo.update(userId, id, { starterCode: result.value });
      const earned = await award(
        userId,
        practiceKeys.starterCode(id),
        XP.starterCodeGenerated,
        'Starter code generated',
      );
      return { record: present({ ...row, starterCode: result.value }), ...withNotice(earned, result.notice) };
    },

    /** "Add to Projects": onto the roadmap as a normal project; 50 XP once (docs/product.md §4). */
    async addToRoadmap(userId: string, id: string) {
      const row = await requireRow(userId, id);
      if (!row.addedToRoadmap) await repo.update(userId, id, { addedToRoadmap: true });
      const earned = await award(
        userId,
        practiceKeys.projectAdded(id),
        XP.generatedProjectAdded,
        'Generated project added to the roadmap',
      );
      return { record: present({ ...row, addedToRoadmap: true }), ...earned };
    },

    /** The starter .zip of a generated project. */
    async generatedZip(userId: string, id: string) {
      const row = await requireRow(userId, id);
      const p = row.project;
      return starterZip({
        ...p,
        occupation: await occupationOf(userId, row.careerId),
        code: p.kind ? undefined : (row.starterCode ?? undefined),
      });
    },

    /** The starter .zip of any project on the roadmap (the per-project Starter Code button, D9). */
    async roadmapZip(userId: string, projectId: string) {
      const { goal } = await goals.current(userId);
      const project = goal?.projects.find((p) => p.id === projectId);
      if (!goal || !project) throw new NotFound('That project in your current roadmap');
      const skills = goal.skills.filter((s) => project.skills.includes(s.id)).map((s) => s.name);
      const features = [
        ...project.description
          .split(/(?<=\.)\s+/)
          .filter((s) => s.length > 20)
          .slice(0, 4)
          .map((s) => s.replace(/\.$/, '')),
        ...skills.slice(0, 2).map((s) => `Apply ${s}`),
      ];
      // field practice (a clinical hours log, a practice exam…): its workbook, with the kind's tasks too
      const tasks = project.kind
        ? (practiceTemplates().kinds.get(project.kind)?.tasks[project.difficulty] ?? []).map((t) =>
            fillPlaceholders(t, goal.career.title, practiceFieldOf(goal).exam),
          )
        : [];
      return starterZip({
        title: project.title,
        description: project.description,
        technologies: project.kind ? project.technologies : [...project.technologies, ...skills],
        features: [...features, ...tasks],
        difficulty: project.difficulty,
        estimatedHours: project.estimatedHours,
        kind: project.kind,
        occupation: goal.career.title,
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
