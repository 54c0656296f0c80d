import type { BadgeVariant } from '../components/ui/badge.tsx';

/** docs/product.md §2 Skills: Languages cyan, Frameworks purple, Tools green, Concepts blue, others amber. */
const CATEGORY_COLORS: Record<string, { fill: string; badge: string }> = {
  Languages: { fill: '#06b6d4', badge: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-300' },
  Frameworks: {
    fill: '#a855f7',
    badge: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-300',
  },
  Tools: { fill: '#22c55e', badge: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300' },
  Concepts: { fill: '#3b82f6', badge: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-300' },
};
const OTHER = {
  fill: '#f59e0b',
  badge: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300',
};

export const categoryColor = (category: string) =>
  (Object.hasOwn(CATEGORY_COLORS, category) ? CATEGORY_COLORS[category] : undefined) ?? OTHER;

/** A skill category as people read it: the data's "SoftSkills" is "Soft skills" (docs/product.md §3 Skill). */
export const categoryLabel = (category: string) => (category === 'SoftSkills' ? 'Soft skills' : category);

/** docs/product.md §2 Projects: beginner success, intermediate warning, advanced error. */
export const DIFFICULTY_VARIANT: Record<string, BadgeVariant> = {
  beginner: 'success',
  intermediate: 'warning',
  advanced: 'error',
};

/** docs/product.md §5: match badges 80+ success, 60+ warning, otherwise secondary. */
export function matchVariant(percent: number): BadgeVariant {
  return percent >= 80 ? 'success' : percent >= 60 ? 'warning' : 'secondary';
}

/** docs/product.md §5: score colours 80+ success, 60+ warning, below 60 error. */
export function scoreVariant(score: number): BadgeVariant {
  return score >= 80 ? 'success' : score >= 60 ? 'warning' : 'error';
}

/** docs/product.md §5: demand badge very-high success, high warning, otherwise outline. */
export function demandVariant(level: string): BadgeVariant {
  return level === 'very-high' ? 'success' : level === 'high' ? 'warning' : 'outline';
}
