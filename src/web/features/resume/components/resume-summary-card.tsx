import { FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useResume } from '../api/resume.ts';

const linkClasses = 'mt-3 inline-block text-sm font-medium text-teal-700 hover:underline dark:text-teal-400';

/** docs/product.md §2 Resume: the same bands as the score cards. */
const band = (score: number) => (score >= 80 ? 'Strong' : score >= 60 ? 'Fair' : 'Needs work');

/**
 * docs/product.md §2 Dashboard "Your resume" (docs/decisions.md S90): the uploaded resume's ATS
 * score, how many roadmap skills it shows and the first thing to do next; with no resume, an
 * invitation to upload one.
 */
export function ResumeSummaryCard({ goalTitle }: { goalTitle: string }) {
  const headingId = useId();
  const resume = useResume();
  // the rest of the dashboard stands without it: a failed read shows nothing here
  if (!resume.data) return null;
  const current = resume.data.current;
  if (!current) {
    return (
      <Card aria-labelledby={headingId}>
        <CardHeading id={headingId} icon={FileText} iconClassName="text-sky-500" className="mb-2">
          Your resume
        </CardHeading>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Upload your resume to see its ATS score against your {goalTitle} roadmap, which of the roadmap’s
          skills it already shows, and what to improve first.
        </p>
        <Link to={paths.resume} className={linkClasses}>
          Upload your resume
        </Link>
      </Card>
    );
  }
  const { analysis } = current;
  const shown = analysis.presentSkills.length;
  const total = shown + analysis.missingSkills.length;
  const next =
    analysis.recommendations.immediate[0] ??
    analysis.structureSuggestions[0] ??
    (analysis.missingSkills[0] ? `Show ${analysis.missingSkills[0]} in your resume once you have it.` : null);
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId} icon={FileText} iconClassName="text-sky-500" className="mb-2">
        Your resume
      </CardHeading>
      <p className="text-sm break-words text-slate-600 dark:text-slate-400">
        {current.fileName}, uploaded {formatDate(current.uploadedAt)}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-2xl font-bold">ATS {current.score}</span>
        <Badge variant="outline">{band(current.score)}</Badge>
      </p>
      {total > 0 ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Shows {shown} of {total} roadmap skills.
        </p>
      ) : null}
      {next ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          <span className="font-medium">Next step:</span> {next}
        </p>
      ) : null}
      <Link to={paths.resume} className={linkClasses}>
        Open the Resume Builder
      </Link>
    </Card>
  );
}
