import { formatLocation } from '../../../shared/location.ts';
import { sampleMarketsFit } from '../../../shared/sample-markets.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useApplications } from '../../features/market/api/applications.ts';
import { YourApplicationsCard } from '../../features/market/components/application-summaries.tsx';
import {
  NoSampleMarketNote,
  SampleMarketSection,
} from '../../features/market/components/sample-market-section.tsx';
import { useRegionalOutlook } from '../../features/occupations/api/occupations.ts';
import { RegionalOutlookCard } from '../../features/occupations/components/regional-outlook.tsx';

/**
 * docs/product.md §2 Local Market: the user's own place and real figures first (BLS for their state
 * and goal), then the sample markets only where they fit the goal (docs/decisions.md S63), labelled.
 */
export function Component() {
  const me = useMe();
  const applications = useApplications();
  const goal = useGoal();
  const career = goal.data?.goal?.career;
  const outlook = useRegionalOutlook(career?.occupationCode);
  if (goal.isError) throw goal.error;
  if (!me.data || goal.isPending) return <Spinner label="Loading your local market..." />;
  const location = me.data.location;

  return (
    <>
      <PageHeader
        title="Local Market"
        description={
          location
            ? `Pay, outlook and jobs for ${formatLocation(location)}`
            : 'Pay and outlook across the U.S.: add your location in your Profile to see your state’s figures'
        }
      />
      {outlook.data ? (
        <div className="mb-6">
          <RegionalOutlookCard outlook={outlook.data} />
        </div>
      ) : null}
      <div className="space-y-6">
        {career && !sampleMarketsFit(career) ? (
          <NoSampleMarketNote location={location} goalTitle={career.title} />
        ) : (
          <SampleMarketSection location={location} />
        )}
        {applications.data && applications.data.length > 0 ? (
          <YourApplicationsCard applications={applications.data} />
        ) : null}
      </div>
    </>
  );
}
