import type { Goal } from '../../shared/goal.schema.ts';
import { roadmapStats } from '../../shared/progress.ts';
import type { User } from '../../shared/user.schema.ts';

const box = (done: boolean) => (done ? '[x]' : '[ ]');
const md = (text: string) => text.replace(/([\\`*_[\]<>])/g, '\\$1');

/** The roadmap as a Markdown checklist a person can paste anywhere. */
export function roadmapMarkdown(user: User, goal: Goal, now: Date): string {
  const stats = roadmapStats(goal);
  const lines = [
    `# ${md(goal.career.title)} roadmap`,
    '',
    `${md(user.name)} · started ${goal.startedAt.slice(0, 10)} · exported ${now.toISOString().slice(0, 10)}`,
    '',
    `Level ${user.level}, ${user.xp} XP, ${user.learningStreak}-day streak. ` +
      `Skills ${stats.skills.done}/${stats.skills.total}, resources ${stats.resources.done}/${stats.resources.total}, ` +
      `projects ${stats.projects.done}/${stats.projects.total} (${stats.overallPercent}% overall).`,
    '',
  ];
  // docs/product.md §3 Milestones: licences, exams and training, with who issues them
  if (goal.milestones.length > 0) {
    lines.push('## Milestones', '');
    for (const m of goal.milestones) {
      const need = m.required ? 'required' : 'optional';
      lines.push(`- **${md(m.name)}** · ${md(m.issuer)} · ${need}`);
      lines.push(`  - ${md(m.description)}`);
      lines.push(
        m.stateSpecific
          ? `  - Rules differ by state: see [${md(m.publisher ?? new URL(m.link).host)}](${m.link})`
          : `  - [${md(m.publisher ?? m.name)}](${m.link})`,
      );
    }
    lines.push('');
  }
  lines.push('## Skills', '');
  for (const skill of goal.skills) {
    const state = skill.isCompleted ? ' (completed)' : skill.inProgress ? ' (in progress)' : '';
    lines.push(`- ${box(skill.isCompleted)} **${md(skill.name)}** · ${skill.category}${state}`);
    for (const r of skill.resources) {
      lines.push(
        `  - ${box(r.isCompleted)} [${md(r.title)}](${r.link}) · ${md(r.source)}, ${r.type}, ${r.duration}`,
      );
    }
    if (skill.note) lines.push(`  - Note: ${md(skill.note.replace(/\s+/g, ' '))}`);
  }
  const practice = goal.projects.some((p) => p.kind !== undefined && p.kind !== 'portfolio-project');
  lines.push('', practice ? '## Practice' : '## Projects', '');
  for (const p of goal.projects) {
    const state = p.isCompleted ? ' (completed)' : p.isStarted ? ' (started)' : '';
    const kind = p.kind ? `${p.kind.replace(/-/g, ' ')}, ` : '';
    lines.push(
      `- ${box(p.isCompleted)} **${md(p.title)}** · ${kind}${p.difficulty}, ${p.estimatedHours}h${state}`,
    );
    lines.push(`  - ${md(p.description)}`);
    if (p.note) lines.push(`  - Note: ${md(p.note.replace(/\s+/g, ' '))}`);
  }
  return `${lines.join('\n')}\n`;
}

export function exportFileName(goal: Goal, extension: 'json' | 'md'): string {
  const slug = goal.career.title.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
  return `${slug}_roadmap.${extension}`;
}
