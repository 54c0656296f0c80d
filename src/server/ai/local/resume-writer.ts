import { extractBullets, improveBullet } from './resume-analysis.ts';

export interface ResumeWriterInput {
  resumeText: string;
  goalTitle: string;
  completedSkills: string[];
  /** Roadmap projects started or completed, with their descriptions. */
  projects: Array<{ title: string; description: string; technologies: string[] }>;
}

const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const PHONE = /\+?\d[\d\s().-]{7,}\d/;
const LINK = /(?:https?:\/\/)?(?:www\.)?(?:linkedin\.com|github\.com)\/[\w\-/]+/i;

function section(text: string, heading: RegExp): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const start = lines.findIndex((l) => l.length <= 40 && heading.test(l));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.length > 0 && line.length <= 40 && /^[A-Z][A-Za-z &]+:?$/.test(line) && !/,/.test(line)) break;
    if (line) out.push(line);
  }
  return out;
}

/**
 * The local engine's optimized resume: the user's own name, contact, experience and education,
 * rewritten bullets, their completed roadmap skills and projects, aimed at their goal. Plain text.
 */
export function localResume(input: ResumeWriterInput): string {
  const lines = input.resumeText
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const name = lines[0] && lines[0].length <= 60 && !EMAIL.test(lines[0]) ? lines[0] : 'Your Name';
  const contact = [
    input.resumeText.match(EMAIL)?.[0],
    input.resumeText.match(PHONE)?.[0]?.trim(),
    input.resumeText.match(LINK)?.[0],
  ]
    .filter(Boolean)
    .join(' | ');
  const experience = section(input.resumeText, /^(work\s+|professional\s+)?(experience|employment)/i);
  const education = section(input.resumeText, /^(education|academic)/i);
  const bullets = new Set(extractBullets(input.resumeText));
  const skills = [...new Set(input.completedSkills)];
  const topSkills = skills.slice(0, 4).join(', ');

  const out: string[] = [name.toUpperCase()];
  if (contact) out.push(contact);
  out.push('', 'SUMMARY');
  out.push(
    `${input.goalTitle}${topSkills ? ` with hands-on experience in ${topSkills}` : ''}. ` +
      `Focused on shipping reliable work, measuring its impact and learning fast${input.projects.length ? `, with ${input.projects.length} portfolio project${input.projects.length === 1 ? '' : 's'} built on the way` : ''}.`,
  );
  if (skills.length) out.push('', 'SKILLS', skills.join(' · '));
  if (experience.length) {
    out.push('', 'EXPERIENCE');
    for (const line of experience) {
      const body = line.replace(/^\s*(?:[•●▪◦‣∙·*–—-]|\d+[.)])\s+/, '');
      out.push(bullets.has(body) ? `- ${improveBullet(body)?.improved ?? body}` : line);
    }
  }
  if (input.projects.length) {
    out.push('', 'PROJECTS');
    for (const p of input.projects) {
      out.push(`${p.title}${p.technologies.length ? ` (${p.technologies.slice(0, 4).join(', ')})` : ''}`);
      out.push(`- ${p.description.split('. ')[0]?.replace(/\.$/, '')}.`);
    }
  }
  if (education.length) out.push('', 'EDUCATION', ...education);
  return `${out.join('\n')}\n`;
}
