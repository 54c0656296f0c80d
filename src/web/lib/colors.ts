import type { BadgeVariant } from '../components/ui/badge.tsx';

/**
 * docs/product.md §2 Skills: Languages cyan, Frameworks purple, Tools green, Concepts blue, others amber;
 * the field categories (§3 Career families) each their own colour.
 */
const CATEGORY_COLORS: Record<string, { fill: string; badge: string }> = {
  Languages: { fill: '#06b6d4', badge: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-300' },
  Frameworks: {
    fill: '#a855f7',
    badge: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-300',
  },
  Tools: { fill: '#22c55e', badge: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300' },
  Concepts: { fill: '#3b82f6', badge: 'bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-300' },
  // the field categories of every other career family (docs/product.md §3 Career families)
  Foundations: { fill: '#0ea5e9', badge: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-300' },
  'Core Skills': {
    fill: '#14b8a6',
    badge: 'bg-teal-100 text-teal-800 dark:bg-teal-900/50 dark:text-teal-300',
  },
  'Tools & Equipment': {
    fill: '#22c55e',
    badge: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-300',
  },
  'Safety & Compliance': {
    fill: '#ef4444',
    badge: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300',
  },
  'People Skills': {
    fill: '#ec4899',
    badge: 'bg-pink-100 text-pink-800 dark:bg-pink-900/50 dark:text-pink-300',
  },
  'Business & Admin': {
    fill: '#6366f1',
    badge: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/50 dark:text-indigo-300',
  },
  Technology: {
    fill: '#a855f7',
    badge: 'bg-purple-100 text-purple-800 dark:bg-purple-900/50 dark:text-purple-300',
  },
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
