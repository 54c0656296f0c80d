import { MapPin } from 'lucide-react';
import { formatLocation } from '../../../../shared/location.ts';
import { useMe } from '../../../api/me.ts';

/** Says where local jobs and market data come from, once the user has a location. */
export function LocationNote() {
  const location = useMe().data?.location;
  if (!location) return null;
  return (
    <div className="mb-6 flex items-center gap-3 rounded-xl bg-teal-50 p-4 text-teal-800 dark:bg-teal-950/40 dark:text-teal-300">
      <MapPin className="h-5 w-5 shrink-0" aria-hidden />
      <p>Showing local jobs and market data for {formatLocation(location)}.</p>
    </div>
  );
}
