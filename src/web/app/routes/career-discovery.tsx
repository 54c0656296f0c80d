import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader title="Career Discovery" />
      <Link to={paths.onboarding} className="text-teal-600 underline dark:text-teal-400">
        Back to Job Search
      </Link>
    </main>
  );
}
