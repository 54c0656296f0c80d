import { Link } from 'react-router';

/** A card's "View all" link to the page that shows every item. */
export function ViewAllLink({ to }: { to: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-teal-700 hover:underline dark:text-teal-400">
      View all
    </Link>
  );
}
