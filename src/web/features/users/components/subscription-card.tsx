import { Crown } from 'lucide-react';
import { useAiLive } from '../../../api/ai-live.ts';
import { useMe } from '../../../api/me.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

/** docs/product.md §6 Pricing: $4.99/month or $29.99/year; next billing shown 30 days ahead; test mode (D4). */
export const PRICE_MONTHLY = '$4.99';
const PRICE_YEARLY = '$29.99';
const NEXT_BILLING_DAYS = 30;

export function SubscriptionCard() {
  // "AI" only when a model does the work (docs/decisions.md D17, S92)
  const ai = useAiLive();
  const me = useMe();
  const update = useUpdateSettings();
  const user = me.data;
  if (!user) return null;
  const nextBilling = new Date(Date.now() + NEXT_BILLING_DAYS * 86_400_000).toISOString();
  return (
    <Card>
      <CardTitle className="mb-1 flex flex-wrap items-center gap-2">
        <Crown className="h-5 w-5 text-amber-500" aria-hidden />
        Subscription
        {/* docs/decisions.md D4: the plan switch is a test mode, said where the plan is shown */}
        <Badge variant="warning" className="uppercase">
          Test mode
        </Badge>
      </CardTitle>
      <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
        Test mode: no payment is taken, and the plan can be switched back at any time.
      </p>
      {user.isPremium ? (
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between">
            <dt>Plan</dt>
            <dd className="font-medium">Premium Monthly</dd>
          </div>
          <div className="flex justify-between">
            <dt>Price</dt>
            <dd className="font-medium">{PRICE_MONTHLY}/month</dd>
          </div>
          <div className="flex justify-between">
            <dt>Next billing</dt>
            <dd className="font-medium">{formatDate(nextBilling)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Upgrade for {ai ? 'AI project ideas' : 'project ideas'}, starter code, resume generation and
          interview practice: {PRICE_MONTHLY}/month or {PRICE_YEARLY}/year.
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {user.isPremium ? (
          <Button
            variant="outline"
            disabled={update.isPending}
            onClick={() => update.mutate({ isPremium: false })}
          >
            Cancel Premium (test mode)
          </Button>
        ) : (
          <Button
            variant="premium"
            disabled={update.isPending}
            onClick={() => update.mutate({ isPremium: true })}
          >
            Upgrade to Premium (test mode)
          </Button>
        )}
      </div>
    </Card>
  );
}
