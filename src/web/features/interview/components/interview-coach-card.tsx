import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useToolName } from '../../../api/ai-live.ts';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { UpgradeNote } from '../../../components/ui/upgrade-note.tsx';
import { InterviewCoachDialog } from './interview-coach-dialog.tsx';

/** docs/product.md §2 Resume: the Interview Coach card (premium), "AI" only with a model (D17, S92). */
export function InterviewCoachCard() {
  const name = useToolName('interviewCoach');
  const me = useMe();
  const premium = me.data?.isPremium ?? false;
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeading icon={MessagesSquare} iconClassName="text-purple-500" className="mb-1">
        {name}
      </CardHeading>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Five questions for your goal role, each scored with feedback.
      </p>
      <Button className="mt-3" disabled={!premium} onClick={() => setOpen(true)}>
        Practice Interview
      </Button>
      {!premium ? <UpgradeNote /> : null}
      {premium ? <InterviewCoachDialog open={open} onOpenChange={setOpen} /> : null}
    </Card>
  );
}
