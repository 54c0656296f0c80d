/**
 * The structured resume as plain text (docs/decisions.md S88): what each section's editor shows,
 * what the .txt holds and the lines the PDF prints. Pure and without zod, so the web app can use it.
 */
import type { ResumeContact, ResumeRole, ResumeSection, StructuredResume } from './structured-resume.ts';

/** The label that marks roadmap work the user completed in Waymark (docs/product.md §2 Resume). */
export const COMPLETED_IN_WAYMARK = 'Completed in Waymark';

/** "[add the result: …]", "[Your Name]", "[Company]": a note to the writer, never in a file ("[1]" is a citation). */
const PLACEHOLDER = /\[[^\]\n]{0,120}?\p{L}[^\]\n]{0,120}?\]/gu;
export const placeholdersIn = (text: string): string[] => text.match(PLACEHOLDER) ?? [];
export const hasPlaceholder = (text: string) => placeholdersIn(text).length > 0;

/** The contact line under the name: email, phone (as written), place, links and the rest. */
export function contactLine(contact: ResumeContact): string {
  return [contact.email, contact.phone, contact.location, ...contact.links, ...contact.other]
    .filter(Boolean)
    .join(' | ');
}

/** "Title | Organization | Place | Dates", the fields a resume has. */
export function roleHeader(role: ResumeRole): string {
  return [role.title, role.organization, role.location, role.dates].filter(Boolean).join(' | ');
}

/** One section's body as plain text: what its editor shows and what the files print. */
export function sectionBody(section: ResumeSection): string[] {
  const out: string[] = [];
  if (section.kind === 'skills') {
    for (const g of section.skills)
      if (g.items.length) out.push(g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', '));
    out.push(...section.lines);
    return out;
  }
  if (section.roles.length) {
    section.roles.forEach((role, i) => {
      if (i > 0) out.push('');
      const header = roleHeader(role);
      if (header) out.push(header);
      out.push(...role.details);
      for (const b of role.bullets) out.push(`- ${b.text}`);
    });
    if (section.lines.length) out.push('', ...section.lines);
    return out;
  }
  if (section.kind === 'certifications') return section.lines.map((l) => (/^- /.test(l) ? l : `- ${l}`));
  return [...section.lines];
}

/** The contact block as its editor shows it: name, headline, contact line. */
export function contactBody(contact: ResumeContact): string[] {
  return [contact.name, contact.headline, contactLine(contact)].filter(Boolean);
}

/** The whole resume as plain text: the .txt download and the PDF's lines (docs/decisions.md D8). */
export function renderResumeText(resume: StructuredResume): string {
  const out: string[] = [...contactBody(resume.contact)];
  for (const section of resume.sections) {
    const body = sectionBody(section);
    if (!body.some((l) => l.trim())) continue;
    out.push('', section.heading.toUpperCase(), ...body);
  }
  return `${out.join('\n').trim()}\n`;
}
