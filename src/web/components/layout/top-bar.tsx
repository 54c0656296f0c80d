import { Compass, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { NAV_ITEMS, paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
    isActive
      ? 'bg-teal-700 text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
  );

/**
 * docs/product.md §2 Layout: fixed top bar, brand link, six nav links in order, current one highlighted.
 * `actions` always stay in the bar; `menuActions` sit in the bar from 640 px and in the mobile menu
 * below it, so the bar fits a 360 px phone (docs/decisions.md S35).
 */
export function TopBar({ actions, menuActions }: { actions: ReactNode; menuActions?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // docs/product.md §2: the mobile menu closes on route change
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 text-lg font-bold">
          <Compass className="h-6 w-6 text-teal-500" aria-hidden />
          Waymark
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 xl:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.to} to={item.to} className={linkClasses}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          {actions}
          {menuActions ? <div className="hidden items-center gap-2 sm:flex">{menuActions}</div> : null}
          <button
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100 xl:hidden dark:hover:bg-slate-800"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <div
          id="mobile-menu"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-4 py-3 xl:hidden dark:border-slate-800"
        >
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={(s) => cn(linkClasses(s), 'block py-3')}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {menuActions ? (
            <div className="mt-3 flex items-center gap-2 border-t border-slate-200 pt-3 sm:hidden dark:border-slate-800">
              {menuActions}
            </div>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
