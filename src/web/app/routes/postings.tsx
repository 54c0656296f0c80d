import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { postingPath } from '../../config/paths.ts';
import { usePostings } from '../../features/postings/api/postings.ts';
import { PostingForm } from '../../features/postings/components/posting-form.tsx';
import { PostingsList } from '../../features/postings/components/postings-list.tsx';

/** docs/product.md §2 Postings (docs/decisions.md S112): bring in a job posting, see the list with matches. */
export function Component() {
  const postings = usePostings();
  const navigate = useNavigate();
  if (postings.isError) throw postings.error;
  return (
    <>
      <PageHeader
        title="Job Postings"
        description="Bring in a real job posting: see what it asks for, what you already have, and add the rest to your roadmap."
      />
      <PostingForm onAdded={(posting) => void navigate(postingPath(posting.id))} />
      <div className="mt-6">
        {postings.data ? (
          <PostingsList postings={postings.data} postingPath={postingPath} />
        ) : (
          <Spinner label="Loading your postings..." />
        )}
      </div>
    </>
  );
}
