import { Copy, Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { renderResumeText } from '../../../../shared/resume-text.ts';
import { useMe } from '../../../api/me.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UpgradeNote } from '../../../components/ui/upgrade-note.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { toast } from '../../../lib/toast.ts';
import { tailoredDownloads, useTailoredResume } from '../api/postings.ts';

const preClasses =
  'max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words dark:border-slate-800 dark:bg-slate-950';

/**
 * docs/product.md §2 Posting "Tailored resume" (premium, §6): the user's structured resume reordered
 * and reworded toward this posting, claiming only what the resume or the completed roadmap shows;
 * each requirement without evidence is listed as not claimed, with the roadmap skill that will close
 * it. Downloads as PDF and DOCX, and a short cover letter from the same evidence.
 */
export function TailoredResumeCard({
  postingId,
  skillPath,
  className,
}: {
  postingId: string;
  skillPath: (id: string) => string;
  className?: string;
}) {
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  const [wanted, setWanted] = useState(false);
  const tailored = useTailoredResume(postingId, wanted);
  const files = tailoredDownloads(postingId);

  async function copyLetter(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Cover letter copied.');
    } catch {
      toast.error('Your browser did not allow copying: select the letter and copy it.');
    }
  }

  return (
    <Card className={className}>
      <CardHeading icon={FileText} iconClassName="text-amber-500" className="mb-1">
        Tailored resume
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your resume reordered and reworded for this job, claiming only what your resume or completed roadmap
        shows, with a short cover letter.
      </p>
      {!premium ? (
        <>
          <Button className="mt-3" disabled>
            Tailor my resume
          </Button>
          <UpgradeNote />
        </>
      ) : !wanted ? (
        <Button className="mt-3" onClick={() => setWanted(true)}>
          Tailor my resume
        </Button>
      ) : tailored.isPending ? (
        <Spinner label="Tailoring your resume…" />
      ) : tailored.isError ? (
        <ErrorNote message={errorMessage(tailored.error)} className="mt-3" />
      ) : (
        <div className="mt-3 space-y-4">
          <div className="flex flex-wrap gap-2">
            <a href={files.pdf} download className={buttonClasses('primary', 'sm')}>
              <Download className="h-4 w-4" aria-hidden /> Download PDF
            </a>
            <a href={files.docx} download className={buttonClasses('outline', 'sm')}>
              <Download className="h-4 w-4" aria-hidden /> Download DOCX
            </a>
          </div>
          <section aria-labelledby="tailored-preview">
            <h3 id="tailored-preview" className="mb-2 font-semibold">
              Preview
            </h3>
            <pre className={preClasses}>{renderResumeText(tailored.data.resume)}</pre>
          </section>
          <section aria-labelledby="not-claimed">
            <h3 id="not-claimed" className="mb-1 font-semibold">
              Not claimed
            </h3>
            {tailored.data.notClaimed.length === 0 ? (
              <p className="text-sm">Your resume and roadmap show every requirement of this posting.</p>
            ) : (
              <>
                <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
                  Nothing you have shown yet, so the resume does not say you have it.
                </p>
                <ul className="ml-5 list-disc space-y-1 text-sm">
                  {tailored.data.notClaimed.map((n) => (
                    <li key={n.requirementId} className="break-words">
                      {n.name}
                      {n.roadmapSkill ? (
                        <>
                          {' '}
                          <span className="text-slate-600 dark:text-slate-400">· closed by</span>{' '}
                          <Link
                            to={skillPath(n.roadmapSkill.id)}
                            className="text-teal-700 underline dark:text-teal-400"
                          >
                            {n.roadmapSkill.name}
                          </Link>
                        </>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400"> · not on your roadmap yet</span>
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="cover-letter">
            <h3 id="cover-letter" className="mb-2 font-semibold">
              Cover letter
            </h3>
            <pre className={preClasses}>{tailored.data.coverLetter}</pre>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={() => void copyLetter(tailored.data.coverLetter)}>
                <Copy className="h-4 w-4" aria-hidden /> Copy cover letter
              </Button>
              <a href={files.coverLetter} download className={buttonClasses('outline', 'sm')}>
                <Download className="h-4 w-4" aria-hidden /> Cover letter DOCX
              </a>
            </div>
          </section>
        </div>
      )}
    </Card>
  );
}
