import { useCatalogStats } from '../api/careers.ts';

/** docs/product.md §2 Onboarding: what the catalogue holds, in round numbers. */
export function CatalogStats() {
  const stats = useCatalogStats();
  if (!stats.data) return null;
  // hand-written paths: the built-in software paths and the curated careers of every field
  const figures = [
    [`${stats.data.careerPaths + stats.data.curatedCareers}`, 'hand-written career paths'],
    [stats.data.occupations.toLocaleString('en-US'), 'occupations with real data'],
    [`${stats.data.families}`, 'career families'],
    [`${Math.floor(stats.data.skills / 10) * 10}+`, 'skills tracked'],
    [`${Math.floor(stats.data.projects / 10) * 10}+`, 'projects and practice items'],
  ];
  return (
    <dl className="mt-12 grid grid-cols-2 gap-4 text-center sm:grid-cols-5">
      {figures.map(([value, label]) => (
        <div key={label}>
          <dt className="sr-only">{label}</dt>
          <dd className="text-2xl font-bold text-teal-600 dark:text-teal-400">{value}</dd>
          <dd className="text-sm text-slate-600 dark:text-slate-400">{label}</dd>
        </div>
      ))}
    </dl>
  );
}
