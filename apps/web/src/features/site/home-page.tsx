import { Link } from 'react-router';
import { PRODUCT } from '@waypoint/domain/product';
import { sitePaths } from '@waypoint/domain/site/site-paths';
import './home-page.css';

const reasons = [
  {
    title: 'No US credit history needed',
    text: 'Just arrived on a work visa? We look at your income and employment history instead of a credit score you have not had time to build.',
  },
  {
    title: 'Apply before you move',
    text: 'Start your application from abroad up to your relocation date. Your card ships to your new US address and you activate it once you land.',
  },
  {
    title: 'Cash back that grows with you',
    text: 'Earn cash back on every eligible purchase, and add 1% for 12 months for each friend who activates a card, up to 6% in total.',
  },
] as const;

const steps = [
  {
    title: 'Tell us about you',
    text: 'Your identity, where you live or are moving to, and your visa or residence status.',
  },
  {
    title: 'Share your work and income',
    text: 'Your employer and salary; link a bank account or upload a payslip to confirm it.',
  },
  {
    title: 'Get your decision',
    text: 'We review your documents and e-mail you. Approved cards ship to your US address.',
  },
] as const;

export function HomePage() {
  return (
    <>
      <title>{`${PRODUCT.cardName} | A US credit card for newcomers`}</title>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <p className="hero__eyebrow">For expats and young professionals in the US</p>
            <h1 id="hero-title" className="hero__title">
              Your US credit card, from your first day in America.
            </h1>
            <p className="hero__lead">
              The {PRODUCT.cardName} is built for people new to US credit. Apply with your passport and work visa, earn
              cash back from your first purchase, and build a US credit history as you go.
            </p>
            <div className="hero__actions">
              <Link to={sitePaths.signUp} className="button button--primary">
                Apply now
              </Link>
              <Link to={sitePaths.rewards} className="button button--secondary hero__secondary">
                See how cash back works
              </Link>
            </div>
            <p className="hero__note">Checking your eligibility does not affect your credit score.</p>
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
      <section className="home-section" aria-labelledby="reasons-title">
        <div className="container">
          <h2 id="reasons-title">Credit that starts where you are</h2>
          <ul className="feature-grid">
            {reasons.map((reason) => (
              <li key={reason.title} className="feature">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="home-section home-section--alt" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">How applying works</h2>
          <ol className="step-list">
            {steps.map((step) => (
              <li key={step.title} className="step-list__item">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
          <Link to={sitePaths.signUp} className="button button--primary">
            Start your application
          </Link>
        </div>
      </section>
    </>
  );
}
