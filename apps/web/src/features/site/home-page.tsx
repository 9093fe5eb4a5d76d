import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { RichContent } from '../../lib/content/rich-content';
import type { PageResults } from '../../lib/page-data/site-content';
import './home-page.css';

/** The home page: the card's offer and the start of sign-up; the copy is content/pages/home.md. */
export function HomePage({ result }: { result: PageResults['component---home'] }) {
  const { page } = result;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <p className="hero__eyebrow">For expats and young professionals in the US</p>
            <h1 id="hero-title" className="hero__title">
              {page.heading}
            </h1>
            <p className="hero__lead">{page.lede}</p>
            <div className="hero__actions">
              <Link to={sitePaths.signUp} className="button button--primary">
                Apply now
              </Link>
              <Link to={sitePaths.rewards} className="button button--secondary hero__secondary">
                See how cash back works
              </Link>
            </div>
            <p className="hero__note">
              <Link to={sitePaths.prequalify}>Checking your eligibility does not affect your credit score.</Link>
            </p>
          </div>
          <div className="hero__card" aria-hidden="true">
            <div className="payment-card">
              <span className="payment-card__name">{PRODUCT.name}</span>
              <span className="payment-card__chip" />
              <span className="payment-card__number">•••• •••• •••• 2040</span>
              <span className="payment-card__network">{PRODUCT.cardNetwork}</span>
            </div>
          </div>
        </div>
      </section>
      <div className="home-content">
        <div className="container">
          <RichContent nodes={page.body} />
          <Link to={sitePaths.signUp} className="button button--primary">
            Start your application
          </Link>
        </div>
      </div>
    </>
  );
}
