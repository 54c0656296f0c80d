import { ArrowLeft, MessagesSquare, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { asksAboutAny } from '../../../shared/constants.ts';
import { useToolName } from '../../api/ai-live.ts';
import { ApiError } from '../../api/client.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeading, CardTitle } from '../../components/ui/card.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { UpgradeNote } from '../../components/ui/upgrade-note.tsx';
import { occupationPath, paths, skillPath, studyPlanPath } from '../../config/paths.ts';
import { useGoal } from '../../features/careers/api/goal.ts';
import { InterviewCoachDialog } from '../../features/interview/components/interview-coach-dialog.tsx';
import { useApplications } from '../../features/market/api/applications.ts';
import { useStudyPlan } from '../../features/plan/api/plan.ts';
import { finishText } from '../../features/plan/components/plan-text.ts';
import { useDeletePosting, usePosting } from '../../features/postings/api/postings.ts';
import { CloseGapCard } from '../../features/postings/components/close-gap-card.tsx';
import { EditPostingDialog } from '../../features/postings/components/edit-posting-dialog.tsx';
import { PostingFacts } from '../../features/postings/components/posting-facts.tsx';
import { matchBadge, matchBadgeVariant, matchText } from '../../features/postings/components/posting-text.ts';
import { RequirementList } from '../../features/postings/components/requirement-list.tsx';
import { TailoredResumeCard } from '../../features/postings/components/tailored-resume-card.tsx';
import { TrackCard } from '../../features/postings/components/track-card.tsx';
import { errorMessage } from '../../lib/notify.ts';

/**
 * Premium: the Interview Coach with questions from this posting's requirements and its field (free
 * users see the upgrade note); a posting with none read to ask about gets its field's questions.
 */
function InterviewCard({ postingId, fromRequirements }: { postingId: string; fromRequirements: boolean }) {
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  const name = useToolName('interviewCoach');
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeading icon={MessagesSquare} iconClassName="text-purple-500" className="mb-1">
        {name}
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fromRequirements
          ? "Questions from this posting's requirements and its field, each scored with feedback."
          : "Questions for this job's field, each scored with feedback: no skill or licence was read from the posting to ask about."}
      </p>
      <Button className="mt-3" disabled={!premium} onClick={() => setOpen(true)}>
        Practice an interview for this job
      </Button>
      {!premium ? <UpgradeNote /> : null}
      {premium ? <InterviewCoachDialog open={open} onOpenChange={setOpen} postingId={postingId} /> : null}
    </Card>
  );
}

/**
 * docs/product.md §2 Posting (docs/decisions.md S112, S113): what a posting asks for, what the user
 * has of it with the evidence, and what to do next: close the gap, track it, practise, tailor.
 */
export function Component() {
  const { id = '' } = useParams();
  const posting = usePosting(id);
  const goal = useGoal();
  const { plan } = useStudyPlan(goal.data?.goal ?? null);
  const applications = useApplications();
  const remove = useDeletePosting();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (posting.isError) {
    // another user's posting, or one deleted: a clear note, not the error screen
    if (posting.error instanceof ApiError && posting.error.status === 404)
      return (
        <>
          <PageHeader title="Posting not found" description="It may have been deleted." />
          <Link to={paths.postings} className="text-teal-700 underline dark:text-teal-400">
            Back to your postings
          </Link>
        </>
      );
    throw posting.error;
  }
  const p = posting.data;
  if (!p) return <Spinner label="Loading the posting..." />;

  async function handleDelete() {
    if (!confirmDelete) {
      setConfirmDelete(true);
      return;
    }
    setDeleteError(null);
    try {
      await remove.mutateAsync(id);
      void navigate(paths.postings);
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  }

  const finish = plan ? finishText(plan) : null;
  return (
    <>
      <Link
        to={paths.postings}
        className="mb-3 inline-flex items-center gap-1 text-sm text-teal-700 hover:underline dark:text-teal-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> All postings
      </Link>
      <PageHeader
        title={p.title || 'Untitled posting'}
        description={[p.company, p.remote ? 'Remote' : p.location].filter(Boolean).join(' · ') || undefined}
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit details
          </Button>
          <Button
            variant={confirmDelete ? 'danger' : 'ghost'}
            onClick={() => void handleDelete()}
            onBlur={() => setConfirmDelete(false)}
            disabled={remove.isPending}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> {confirmDelete ? 'Delete for good' : 'Delete'}
          </Button>
        </div>
      </PageHeader>
      <ErrorNote message={deleteError} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card aria-labelledby="posting-facts">
            <CardTitle id="posting-facts" className="mb-3">
              About the job
            </CardTitle>
            <PostingFacts posting={p} occupationPath={occupationPath} />
          </Card>
          <Card aria-labelledby="posting-requirements">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <CardTitle id="posting-requirements">What it asks for</CardTitle>
              <Badge variant={matchBadgeVariant(p.match)}>{matchBadge(p.match)}</Badge>
            </div>
            {p.match.total > 0 ? (
              <>
                <ProgressBar
                  value={p.match.percent}
                  label={`Your match for this posting: ${p.match.percent}%`}
                />
                <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">
                  {matchText(p.match)} (required ones count twice).
                </p>
              </>
            ) : null}
            <RequirementList requirements={p.requirements} skillPath={skillPath} />
          </Card>
        </div>
        <div className="space-y-6">
          <CloseGapCard posting={p} finish={finish} planPath={studyPlanPath} skillPath={skillPath} />
          <TrackCard posting={p} cards={applications.data} applicationsPath={paths.applications} />
          <InterviewCard postingId={p.id} fromRequirements={asksAboutAny(p.requirements)} />
        </div>
        <TailoredResumeCard postingId={p.id} skillPath={skillPath} className="lg:col-span-3" />
        <Card aria-labelledby="posting-text" className="lg:col-span-3">
          <details>
            <summary id="posting-text" className="cursor-pointer text-lg font-semibold">
              The posting's text
            </summary>
            {/* plain text, never HTML (docs/product.md §8) */}
            <p className="mt-3 text-sm leading-relaxed break-words whitespace-pre-wrap">{p.text}</p>
          </details>
        </Card>
      </div>
      <EditPostingDialog posting={p} open={editing} onOpenChange={setEditing} />
    </>
  );
}
