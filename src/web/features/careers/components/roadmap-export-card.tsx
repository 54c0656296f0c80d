import { Download } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/** docs/decisions.md S24: the roadmap exported as a Markdown checklist or JSON. */
export function RoadmapExportCard() {
  return (
    <Card className="lg:col-span-2">
      <CardTitle className="mb-1">Export your roadmap</CardTitle>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Your goal, skills, resources, projects and progress, to keep or share.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/me/export?format=markdown" download className={buttonClasses('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden /> Markdown checklist
        </a>
        <a href="/api/me/export?format=json" download className={buttonClasses('outline', 'sm')}>
          <Download className="h-4 w-4" aria-hidden /> JSON
        </a>
      </div>
    </Card>
  );
}
