/**
 * The practice workbook (docs/decisions.md S84): the starter of a project that is not software. The
 * tasks, what it teaches, a checklist, a log template to fill in and how to show the result to an
 * employer, as Markdown and as the plain text the printable PDF is laid out from.
 */
import type { PracticeKind } from '../../../shared/career-content.schema.ts';
import { practiceTemplates } from '../../catalog/career-content.ts';

export interface WorkbookProject {
  title: string;
  description: string;
  difficulty: string;
  estimatedHours: number;
  technologies: readonly string[];
  features: readonly string[];
  learningObjectives: readonly string[];
  kind?: PracticeKind | undefined;
}

/** Empty entries of the printed log template. */
const LOG_ROWS = 6;

export interface Workbook {
  title: string;
  intro: string[];
  tasks: string[];
  objectives: string[];
  checklist: string[];
  log: { title: string; columns: string[] };
  showEmployer: string[];
}

/** The workbook's content, from the project and the practice kind's template. */
export function workbookOf(project: WorkbookProject, occupation: string): Workbook {
  const templates = practiceTemplates();
  const template = templates.kinds.get(project.kind ?? 'log') ?? templates.kinds.get('log');
  if (!template) throw new Error('The practice templates have no "log" kind');
  const skills = project.technologies.filter((t) => t !== template.label);
  return {
    title: project.title,
    intro: [
      project.description,
      `${template.label} for ${occupation}. Difficulty: ${project.difficulty}. About ${project.estimatedHours} hours.`,
      ...(skills.length > 0 ? [`Skills it practises: ${skills.join(', ')}.`] : []),
    ],
    tasks: [...project.features],
    objectives: [...project.learningObjectives],
    checklist: [...template.checklist],
    log: { title: template.log.title, columns: [...template.log.columns] },
    showEmployer: [...template.showEmployer],
  };
}

/** The workbook as Markdown (`workbook.md` in the starter .zip, and the project's starter text). */
export function practiceWorkbook(project: WorkbookProject, occupation: string): string {
  const w = workbookOf(project, occupation);
  const cells = (values: string[]) => `| ${values.map((v) => v.replaceAll('|', '/')).join(' | ')} |`;
  return [
    `# ${w.title}`,
    '',
    ...w.intro.flatMap((p) => [p, '']),
    '## Tasks',
    '',
    ...w.tasks.map((t) => `- [ ] ${t}`),
    '',
    '## What you will be able to show',
    '',
    ...w.objectives.map((o) => `- ${o}`),
    '',
    '## Checklist: before you call it done',
    '',
    ...w.checklist.map((c) => `- [ ] ${c}`),
    '',
    `## ${w.log.title}`,
    '',
    'Copy this table into a notebook or spreadsheet, or print workbook.pdf, and fill in one row per entry.',
    '',
    cells(w.log.columns),
    cells(w.log.columns.map(() => '---')),
    ...Array.from({ length: 3 }, () => cells(w.log.columns.map(() => ' '))),
    '',
    '## Showing it to an employer',
    '',
    ...w.showEmployer.map((s) => `- ${s}`),
    '',
    'Made with Waymark.',
    '',
  ].join('\n');
}

/**
 * The workbook as plain text for the printable PDF: headings in capitals (the PDF layout sets them in
 * bold), boxes to tick, and the log as blank lines to write on.
 */
export function workbookText(project: WorkbookProject, occupation: string): string {
  const w = workbookOf(project, occupation);
  // one line per column, each ruled to the same length, so a printed entry is a small form
  const blank = w.log.columns.map((c) => `${c}: ${'_'.repeat(Math.max(20, 70 - c.length))}`);
  return [
    w.title.toUpperCase(),
    '',
    ...w.intro.flatMap((p) => [p, '']),
    'TASKS',
    ...w.tasks.map((t) => `[ ] ${t}`),
    '',
    'WHAT YOU WILL BE ABLE TO SHOW',
    ...w.objectives.map((o) => `- ${o}`),
    '',
    'CHECKLIST',
    ...w.checklist.map((c) => `[ ] ${c}`),
    '',
    w.log.title.toUpperCase(),
    ...Array.from({ length: LOG_ROWS }, (_, i) => [`Entry ${i + 1}`, ...blank, '']).flat(),
    'SHOWING IT TO AN EMPLOYER',
    ...w.showEmployer.map((s) => `- ${s}`),
    '',
    'Made with Waymark.',
  ].join('\n');
}
