import { Link, useLocation } from 'react-router';
import { activeAccountSection, visibleAccountSections } from './account-sections';

/**
 * The account area's navigation (decision 078): a side list at desktop, a row
 * of tabs that scrolls sideways on a phone. The page's section carries
 * aria-current="page", also on its sub-pages (a statement lights up
 * Statements and payments).
 */
export function AccountNav({ hasCard }: { hasCard: boolean }) {
  const { pathname } = useLocation();
  const active = activeAccountSection(pathname);
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul className="account-nav__list">
        {visibleAccountSections(hasCard).map((section) => (
          <li key={section.id} className="account-nav__item">
            <Link
              to={section.to}
              className={`account-nav__link${section.id === active ? ' account-nav__link--active' : ''}`}
              // A plain Link: NavLink would mark only its own path, the section marks its sub-pages too.
              aria-current={section.id === active ? 'page' : undefined}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
