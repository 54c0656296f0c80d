import type { Application } from '../../shared/applications.schema.ts';
import { skillsToClose } from '../../shared/applications.ts';
import type { Job } from '../../shared/catalog.api.ts';
import { jobMatch } from '../../shared/matching.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import type { ApplicationRow } from './applications.repository.ts';
import type { KnownSkills } from './market.service.ts';

/** The slice of the catalogue and the occupations a card is presented with. */
export interface PresenterSources {
  catalog: {
    findJob(id: string): Pick<Job, 'title' | 'company' | 'location' | 'requiredSkills'> | undefined;
  };
  occupations: { get(code: string): { code: string; title: string } | undefined };
}

/**
 * A card as the API shows it, with its match against what the user knows (docs/product.md §4
 * Application, Match); null for a card that has lost its title or company.
 */
export function createApplicationPresenter({ catalog, occupations }: PresenterSources) {
  return function present(row: ApplicationRow, known: KnownSkills): Application | null {
    const job = row.jobId ? catalog.findJob(row.jobId) : undefined;
    const title = job?.title ?? row.title;
    const company = job?.company ?? row.company;
    if (!title || !company) return null;
    const required = job ? job.requiredSkills : row.requiredSkills;
    const occupation = row.occupationCode ? occupations.get(row.occupationCode) : undefined;
    const match = required.length > 0 ? jobMatch(required, known.skills, sameSkill) : null;
    return {
      id: row.id,
      jobId: row.jobId,
      // every job of the catalogue is a sample: a card with one came from a sample (docs/decisions.md S64)
      sample: row.jobId !== null,
      title,
      company,
      location: job?.location ?? row.location ?? '',
      link: row.link,
      stage: row.stage,
      stageDates: row.stageDates,
      notes: row.notes,
      contact: row.contact,
      followUpOn: row.followUpOn,
      requiredSkills: required,
      skillsFrom: job ? 'posting' : row.skillsFrom,
      occupation: occupation ? { code: occupation.code, title: occupation.title } : null,
      match: match
        ? { percent: match.percent, missing: skillsToClose(match.missing, known.roadmap, sameSkill) }
        : null,
      createdAt: row.addedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  };
}
