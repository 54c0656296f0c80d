import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useApplications } from '../../features/market/api/applications.ts';
import { YourApplicationsCard } from '../../features/market/components/application-summaries.tsx';
import { MarketPicker } from '../../features/market/components/market-picker.tsx';
import {
  MarketSummaryCards,
  MarketTrendsSection,
  SampleDataNote,
} from '../../features/market/components/market-summary.tsx';
import { SampleJobsSection } from '../../features/market/components/sample-jobs.tsx';
import { useMarketChoice } from '../../features/market/hooks/use-market-choice.ts';
import { useRegionalOutlook } from '../../features/occupations/api/occupations.ts';
import { RegionalOutlookCard } from '../../features/occupations/components/regional-outlook.tsx';

/** docs/decisions.md D14: the user's city when it has data, else the static San Francisco set, with a picker. */
export function Component() {
  const me = useMe();
  const applications = useApplications();
  const goal = useGoal();
  const outlook = useRegionalOutlook(goal.data?.goal?.career.occupationCode);
  const choice = useMarketChoice(me.data?.location);
  const data = choice.market.data;

  if (choice.homePending) return <Spinner label="Loading your local market..." />;

  return (
    <>
      <PageHeader
        title="Local Market"
        description={
          data
            ? data.isStatic
              ? 'San Francisco overview'
              : `Jobs and trends in ${data.label}`
            : 'Jobs and trends near you'
        }
      >
        <MarketPicker selected={choice.selected} onPick={choice.pick} />
      </PageHeader>
      {outlook.data ? (
        <div className="mb-6">
          <RegionalOutlookCard outlook={outlook.data} />
        </div>
      ) : null}
      <SampleDataNote location={me.data?.location} homeLabel={choice.homeLabel} />
      {choice.market.isError ? (
        <p role="alert" className="text-red-600">
          Could not load this market. Please try again.
        </p>
      ) : !data ? (
        <Spinner label="Loading market data..." />
      ) : (
        <div className="space-y-6">
          <MarketSummaryCards market={data} />
          <MarketTrendsSection market={data} />
          <SampleJobsSection
            market={data}
            query={choice.query}
            onQuery={choice.setQuery}
            type={choice.type}
            onType={choice.setType}
          />
          {applications.data && applications.data.length > 0 ? (
            <YourApplicationsCard applications={applications.data} />
          ) : null}
        </div>
      )}
    </>
  );
}
