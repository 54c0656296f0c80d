import { MapPin } from 'lucide-react';
import { formatLocation } from '../../../../shared/location.ts';
import { isUnitedStates, usStateName } from '../../../../shared/us-states.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { useMe } from '../../../api/me.ts';

/** What Waymark really has for a place (docs/decisions.md S62): never a claim of data it lacks. */
export function locationMessage(
  location: Location,
  sampleCities: ReadonlyArray<{ city: string; state: string }>,
) {
  const here = formatLocation(location);
  if (!isUnitedStates(location.country))
    return `Waymark has U.S. figures only: your pay and outlook figures are national U.S. ones, not ${location.country}’s.`;
  const state = usStateName(location.state);
  const sample = sampleCities.some(
    (c) => c.city.toLowerCase() === location.city.toLowerCase() && usStateName(c.state) === state,
  );
  const pay = state
    ? `Real BLS pay for ${state} is on your dashboard.`
    : 'Real BLS pay is on your dashboard.';
  return sample
    ? `${pay} Sample job listings and market trends for ${here} are shown too, marked as samples.`
    : `${pay} Waymark has no job listings for ${here} yet.`;
}

/** Says what the user's location brings, once they have one: only the data that exists for it. */
export function LocationNote({
  sampleCities,
}: {
  sampleCities: ReadonlyArray<{ city: string; state: string }>;
}) {
  const location = useMe().data?.location;
  if (!location) return null;
  return (
    <div className="mb-6 flex items-center gap-3 rounded-xl bg-teal-50 p-4 text-teal-800 dark:bg-teal-950/40 dark:text-teal-300">
      <MapPin className="h-5 w-5 shrink-0" aria-hidden />
      <p>{locationMessage(location, sampleCities)}</p>
    </div>
  );
}
