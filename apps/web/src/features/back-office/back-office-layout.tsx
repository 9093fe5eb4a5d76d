import { Outlet } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import './back-office.css';

/**
 * The back office's frame (decision 029): no site header or footer, no
 * analytics, and never indexed. Its code loads only under /ops.
 */
export function OpsLayout() {
  return (
    <div className="ops-shell">
      <meta name="robots" content="noindex, nofollow" />
      <header className="ops-shell__bar">
        <span className="ops-shell__name">{PRODUCT.name} back office</span>
      </header>
      <main id="main" className="ops-shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
