import type { ResumeAnalysis } from '../../shared/ai.schema.ts';
import type { AnalysisMode, Resume, ResumeState } from '../../shared/resume.schema.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import type { AiGateway, Caller } from '../ai/gateway.ts';
import type { ResumeSummary } from '../ai/local/advice.ts';
import { analyseResumeLocally } from '../ai/local/resume-analysis.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { Conflict, InvalidInput } from '../errors.ts';
import type { ProgressService } from '../progress/progress.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { ResumeExtractor } from './extractor.ts';
import type { GeneratedResumesRepository } from './generated-resumes.repository.ts';
import type { ResumeRepository, ResumeRow } from './resume.repository.ts';

export interface ResumeServiceDeps {
  resumeRepo: ResumeRepository;
  /** "Upload Different Resume" deletes the generated resume too (docs/product.md §2 Resume). */
  generatedRepo: Pick<GeneratedResumesRepository, 'clear'>;
  extractor: ResumeExtractor;
  goals: GoalsService;
  gateway: AiGateway;
  progress: ProgressService;
  users: UsersService;
  clock: () => Date;
}

function present(row: ResumeRow): Resume {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    kind: row.kind,
    uploadedAt: row.uploadedAt.toISOString(),
    characters: row.text.length,
    targetJobTitle: row.targetJobTitle,
    analysis: row.analysis,
    atsBreakdown: row.atsBreakdown,
    score: row.score,
    analysisSource: row.analysisSource,
    requestedMode: row.requestedMode,
  };
}

/** Upload, real parsing, Local or AI analysis, stored per user (docs/product.md §2 Resume, D6, D7). */
export function createResumeService({
  resumeRepo,
  generatedRepo,
  extractor,
  goals,
  gateway,
  progress,
  users,
  clock,
}: ResumeServiceDeps) {
  async function state(userId: string): Promise<ResumeState> {
    const [latest, before] = await resumeRepo.latest(userId, 2);
    if (!latest) return { current: null, previous: null };
    if (latest.dismissed) return { current: null, previous: present(latest) };
    return { current: present(latest), previous: before ? present(before) : null };
  }

  return {
    state,

    async upload(
      caller: Caller & { isGuest?: boolean },
      file: { fileName: string; bytes: Uint8Array },
      mode: AnalysisMode,
      signal?: AbortSignal,
    ) {
      const { goal } = await goals.current(caller.id);
      if (!goal) throw new Conflict('Choose a career goal first: the analysis compares your resume with it.');
      // the bytes move to the extraction worker: their size is read first
      const fileSize = file.bytes.length;
      const extracted = await extractor.extract(file.bytes, caller.id, caller.address ?? '', caller.isGuest);
      const target = {
        title: goal.career.title,
        skills: goal.skills.map((s) => ({
          name: s.name,
          resourceTitle: s.resources.find((r) => !r.isCompleted)?.title,
        })),
        nextProject: goal.projects.find((p) => !p.isCompleted)?.title,
      };
      const local = analyseResumeLocally(extracted.text, target);
      let analysis: ResumeAnalysis = local;
      let source: Resume['analysisSource'] = 'local';
      let aiNotice: string | undefined;
      if (mode === 'ai') {
        const result = await gateway.analyseResume(
          caller,
          {
            resumeText: extracted.text,
            targetJobTitle: goal.career.title,
            skills: target.skills,
            nextProject: target.nextProject,
          },
          signal,
        );
        analysis = result.value;
        source = result.source === 'provider' ? 'provider' : 'fallback';
        aiNotice = result.notice;
      }
      const {
        atsBreakdown: _parts,
        sectionsFound: _s,
        wordCount: _w,
        resumeSkills: _r,
        ...localAnalysis
      } = local;
      await resumeRepo.insert({
        userId: caller.id,
        fileName: file.fileName.slice(0, 200) || 'resume',
        fileSize,
        kind: extracted.kind,
        text: extracted.text,
        targetJobTitle: goal.career.title,
        analysis: source === 'local' ? localAnalysis : analysis,
        atsBreakdown: source === 'provider' ? [] : local.atsBreakdown,
        score: analysis.atsScore,
        analysisSource: source,
        requestedMode: mode,
        uploadedAt: clock(),
      });
      return { ...(await state(caller.id)), ...(aiNotice ? { aiNotice } : {}) };
    },

    /**
     * "Upload Different Resume": back to no resume; the analysis stays as the previous one, and the
     * resume generated from it is deleted, so a reload does not bring it back (docs/product.md §2).
     */
    async dismiss(userId: string): Promise<ResumeState> {
      const [latest] = await resumeRepo.latest(userId, 1);
      if (latest && !latest.dismissed) await resumeRepo.dismiss(userId, latest.id);
      await generatedRepo.clear(userId);
      return state(userId);
    },

    /**
     * Marks the roadmap skills the current resume proves as completed, through the normal award
     * path (XP as for completing them, once per skill).
     */
    async applyFoundSkills(userId: string, timeZone?: string): Promise<UserWithEarnings> {
      const [{ current }, { goal }] = await Promise.all([state(userId), goals.current(userId)]);
      if (!current) throw new InvalidInput('Upload a resume first.');
      const found = new Set(current.analysis.presentSkills.map((s) => s.toLowerCase()));
      const earned: UserWithEarnings = {
        user: await users.getUser(userId),
        xpEvents: [],
        unlockedAchievements: [],
      };
      for (const skill of goal?.skills ?? []) {
        if (skill.isCompleted || !found.has(skill.name.toLowerCase())) continue;
        const result = await progress.setSkillStatus(userId, skill.id, 'completed', timeZone);
        earned.user = result.user;
        earned.xpEvents.push(...result.xpEvents);
        earned.unlockedAchievements.push(...result.unlockedAchievements);
      }
      return earned;
    },

    /** The current resume's analysis in brief, for the chat (docs/product.md §7 Local engine). */
    async summary(userId: string): Promise<ResumeSummary | null> {
      const { current } = await state(userId);
      if (!current) return null;
      return {
        fileName: current.fileName,
        atsScore: current.score,
        readabilityScore: current.analysis.readabilityScore,
        presentSkills: current.analysis.presentSkills,
        missingSkills: current.analysis.missingSkills,
        parts: current.atsBreakdown,
      };
    },

    /** The current resume's text, for the resume generator. */
    async currentText(userId: string): Promise<string | null> {
      const [latest] = await resumeRepo.latest(userId, 1);
      return latest && !latest.dismissed ? latest.text : null;
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
