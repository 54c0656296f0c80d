import { Crown, Sparkles } from 'lucide-react';
import { useAiLive } from '../../../api/ai-live.ts';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';
import { PRICE_MONTHLY } from './subscription-card.tsx';

/** docs/product.md §2 Projects: the premium promotion card, shown to free users. */
export function PremiumPromoCard() {
  // "AI" only when a model does the work (docs/decisions.md D17, S92)
  const ai = useAiLive() ? 'AI ' : '';
  const me = useMe();
  const update = useUpdateSettings();
  if (!me.data || me.data.isPremium) return null;
  return (
    <Card className="border-amber-400/60 bg-gradient-to-br from-amber-50 to-white dark:from-amber-950/30 dark:to-slate-900">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Crown className="h-5 w-5 text-amber-500" aria-hidden /> Build faster with Premium
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        {[
          `${ai}Project ideas tailored to your skills`,
          'Starter code for every project',
          `${ai}Resume generator`,
          'Interview practice with scores',
        ].map((f) => (
          <li key={f} className="flex items-center gap-2">
            <Sparkles className="h-4 w-4 text-amber-500" aria-hidden /> {f}
          </li>
        ))}
      </ul>
      <Button
        variant="premium"
        className="mt-4"
        disabled={update.isPending}
        onClick={() => update.mutate({ isPremium: true })}
      >
        Upgrade to Premium (test mode, {PRICE_MONTHLY}/month)
      </Button>
    </Card>
  );
}
