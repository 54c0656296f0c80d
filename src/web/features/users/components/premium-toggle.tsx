import { Crown } from 'lucide-react';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';

/**
 * docs/product.md §2 Layout: the Free/Premium toggle; a no-payment test switch stored on the server,
 * labelled "Test mode" on the control itself (docs/decisions.md D4). The two lines keep it narrow
 * enough for the top bar at phone widths.
 */
export function PremiumToggle() {
  const me = useMe();
  const update = useUpdateSettings();
  if (!me.data) return null;
  const premium = me.data.isPremium;
  return (
    <Button
      variant={premium ? 'premium' : 'outline'}
      size="sm"
      className="h-10 gap-1.5 px-2 sm:px-3"
      aria-pressed={premium}
      title="Test mode: switches the plan without any payment"
      onClick={() => update.mutate({ isPremium: !premium })}
    >
      <Crown className="h-4 w-4 shrink-0" aria-hidden />
      <span className="flex flex-col items-start leading-tight">
        <span>{premium ? 'Premium' : 'Free'}</span>
        {/* the accessible name says "(test mode)" below; this is its visible twin */}
        <span className="text-[10px] font-semibold tracking-wide uppercase opacity-80" aria-hidden>
          Test mode
        </span>
      </span>
      <span className="sr-only">plan (test mode), press to switch to {premium ? 'Free' : 'Premium'}</span>
    </Button>
  );
}
