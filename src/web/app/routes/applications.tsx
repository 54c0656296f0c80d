import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLICATION_LIMITS } from '../../../shared/constants.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import {
  applicationsCsvUrl,
  useApplications,
  useUpdateApplication,
} from '../../features/market/api/applications.ts';
import { ApplicationBoard } from '../../features/market/components/application-board.tsx';
import {
  AddApplicationDialog,
  ApplicationDialog,
} from '../../features/market/components/application-dialogs.tsx';
import { browserToday } from '../../features/plan/api/plan.ts';
import { notifyError } from '../../lib/notify.ts';

/** docs/product.md §2 Applications (docs/decisions.md S40): the application board. */
export function Component() {
  const applications = useApplications();
  const update = useUpdateApplication();
  // "Track a real posting instead" (a sample job of the local market) opens Add a job, the job
  // title filled in, the employer left to the user (docs/decisions.md S64)
  const [searchParams, setSearchParams] = useSearchParams();
  const [adding, setAdding] = useState(() => searchParams.has('add'));
  const [startTitle] = useState(() => searchParams.get('title')?.slice(0, APPLICATION_LIMITS.title) ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  if (applications.isError) throw applications.error;
  const cards = applications.data;
  const open = cards?.find((a) => a.id === openId) ?? null;

  return (
    <>
      <PageHeader
        title="Applications"
        description="Every job you are after, from saved to offer. Drag a card to another stage, or use its move handle with the Left and Right arrow keys."
      >
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAdding(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Add a job
          </Button>
          {cards && cards.length > 0 ? (
            <a href={applicationsCsvUrl} download className={buttonClasses('outline')}>
              <Download className="h-4 w-4" aria-hidden /> Download CSV
            </a>
          ) : null}
        </div>
      </PageHeader>
      {!cards ? (
        <Spinner label="Loading your applications..." />
      ) : (
        <>
          {cards.length === 0 ? (
            <p className="mb-4 text-slate-600 dark:text-slate-400">
              No applications yet. Add a job you found anywhere: the jobs of the{' '}
              <Link to={paths.localMarket} className="text-teal-700 underline dark:text-teal-400">
                local market
              </Link>{' '}
              are samples, so track the real postings you find.
            </p>
          ) : null}
          <ApplicationBoard
            applications={cards}
            today={browserToday()}
            onOpen={(card) => setOpenId(card.id)}
            onMove={(card, stage) =>
              update.mutate({ id: card.id, changes: { stage } }, { onError: notifyError })
            }
          />
        </>
      )}
      <AddApplicationDialog
        open={adding}
        startTitle={startTitle}
        onOpenChange={(open) => {
          setAdding(open);
          if (!open && searchParams.has('add')) setSearchParams({}, { replace: true });
        }}
      />
      <ApplicationDialog card={open} today={browserToday()} onClose={() => setOpenId(null)} />
    </>
  );
}
