import { Crown } from 'lucide-react';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';

/** docs/product.md §2 Layout: the Free/Premium toggle; a no-payment test switch stored on the server (docs/decisions.md D4). */
export function PremiumToggle() {
  const me = useMe();
  const update = useUpdateSettings();
  if (!me.data) return null;
  const premium = me.data.isPremium;
  return (
    <Button
      variant={premium ? 'premium' : 'outline'}
      size="sm"
      aria-pressed={premium}
      title="Test mode: switches the plan without any payment"
      onClick={() => update.mutate({ isPremium: !premium })}
    >
      <Crown className="h-4 w-4" aria-hidden />
      {premium ? 'Premium' : 'Free'}
      <span className="sr-only">plan (test mode), press to switch to {premium ? 'Free' : 'Premium'}</span>
    </Button>
  );
}
