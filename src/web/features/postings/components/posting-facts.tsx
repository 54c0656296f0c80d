import { Link } from 'react-router';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { payText } from './posting-text.ts';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {term}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

const notStated = <span className="text-slate-600 dark:text-slate-400">Not stated</span>;

/** docs/product.md §2 Posting: what Waymark read from the posting, each fact as the posting states it. */
export function PostingFacts({
  posting,
  occupationPath,
}: {
  posting: Posting;
  occupationPath: (code: string) => string;
}) {
  const { analysis } = posting;
  const years = analysis.yearsExperience;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Fact term="Company">{posting.company || notStated}</Fact>
      <Fact term="Location">{posting.location || notStated}</Fact>
      <Fact term="Remote">{posting.remote ? 'Yes, remote' : 'No, on site'}</Fact>
      <Fact term="Pay">{analysis.pay ? payText(analysis.pay) : notStated}</Fact>
      <Fact term="Occupation">
        {analysis.occupation ? (
          <Link
            to={occupationPath(analysis.occupation.code)}
            className="text-teal-700 underline dark:text-teal-400"
          >
            {analysis.occupation.title}
          </Link>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">Not recognised</span>
        )}
      </Fact>
      <Fact term="Experience">
        {years === null
          ? notStated
          : years === 0
            ? 'None required'
            : `${years}+ year${years === 1 ? '' : 's'}`}
      </Fact>
      <Fact term="Education">{analysis.education ?? notStated}</Fact>
      <Fact term="Licences">
        {analysis.licences.length > 0 ? analysis.licences.join(', ') : 'None stated'}
      </Fact>
      {posting.url ? (
        <Fact term="Link">
          <ExternalLink href={posting.url} nofollow className="break-all">
            The original posting
          </ExternalLink>
        </Fact>
      ) : null}
    </dl>
  );
}
