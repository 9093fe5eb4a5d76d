import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { SignOutButton } from '../../components/sign-out-button';
import { useSession } from '../../lib/session/session-context';
import { BrandMark } from './brand-mark';

const navigation = [
  { label: 'Rewards', to: sitePaths.rewards },
  { label: 'Benefits', to: sitePaths.benefits },
  { label: 'Knowledge Center', to: sitePaths.knowledgeCenter },
  { label: 'FAQ', to: sitePaths.faq },
  { label: 'About', to: sitePaths.about },
] as const;

export function SiteHeader() {
  const { pathname } = useLocation();
  // The phone menu is open only on the page it was opened on, so following a link closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={sitePaths.home} className="site-header__brand" aria-label={`${PRODUCT.name} home`}>
          <BrandMark />
          <span className="site-header__name">{PRODUCT.name}</span>
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setOpenOnPath(menuOpen ? null : pathname)}
        >
          Menu
        </button>
        <nav id="site-navigation" aria-label="Main" className={`site-header__nav${menuOpen ? ' is-open' : ''}`}>
          <ul className="site-header__links">
            {navigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="site-header__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <HeaderActions />
        </nav>
      </div>
    </header>
  );
}

/** Signed in: the account and a way out. Otherwise, or while the session is checked: sign in or apply. */
function HeaderActions() {
  const { status } = useSession();

  if (status === 'loggedIn') {
    return (
      <div className="site-header__actions">
        <NavLink to={sitePaths.account} className="site-header__link">
          Your account
        </NavLink>
        <SignOutButton />
      </div>
    );
  }
  return (
    <div className="site-header__actions">
      <Link to={sitePaths.signIn} className="site-header__link">
        Sign in
      </Link>
      <Link to={sitePaths.signUp} className="button button--primary">
        Apply now
      </Link>
    </div>
  );
}
