import { PageHeader } from '../../components/layout/page-header.tsx';

export function Component() {
  return <PageHeader title="Projects" />;
}
