import { Link } from 'react-router';
import footerContent from 'virtual:site-footer';
import { PRODUCT } from '@waypoint/domain/product';
import { RichContent } from '../../lib/content/rich-content';
import type { SiteFooterContent } from '../../lib/page-data/site-content';
import { BrandMark } from './brand-mark';
import { footerColumns, legalLinks } from './footer-content';

// build/content/site-footer.ts makes this module and is typed to SiteFooterContent.
const footer = footerContent as SiteFooterContent;

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <BrandMark size={36} />
            <p>
              <strong>{PRODUCT.name}</strong>
              <br />A US credit card for people starting their financial life in America.
            </p>
            <ul className="site-footer__social" aria-label="Social media">
              {footer.social.map((social) => (
                <li key={social.network}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer" data-network={social.network}>
                    {social.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.heading} aria-label={column.heading} className="site-footer__column">
              <h2 className="site-footer__heading">{column.heading}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <nav aria-label="Legal" className="site-footer__legal">
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-disclosures" className="site-footer__disclosures">
          <h2 id="footer-disclosures" className="site-footer__heading">
            Important information
          </h2>
          <RichContent nodes={footer.bankDisclosures} className="site-footer__text" />
          <RichContent nodes={footer.footnotes} className="site-footer__text site-footer__footnotes" />
          <RichContent nodes={footer.copyright} className="site-footer__text site-footer__copyright" />
          <p className="site-footer__copyright">
            {/* The offline IP databases' licences (CC BY 4.0, CC BY-SA 4.0) ask for this credit. */}
            IP location data by{' '}
            <a href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
              DB-IP<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            ,{' '}
            <a href="https://lite.ip2location.com" target="_blank" rel="noopener noreferrer">
              IP2Location LITE<span className="visually-hidden"> (opens in a new tab)</span>
            </a>{' '}
            and the{' '}
            <a href="https://www.nro.net" target="_blank" rel="noopener noreferrer">
              NRO<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </section>
      </div>
    </footer>
  );
}
