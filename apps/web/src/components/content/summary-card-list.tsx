import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './content-layout.css';

export interface SummaryCard {
  path: string;
  title: string;
  description: string;
  /** A line of facts under the title: a date, a team, a reading time. */
  meta?: ReactNode;
}

export interface SummaryCardListProps {
  cards: readonly SummaryCard[];
  /** The heading level of each card's title, so the outline stays in order on every page. */
  headingLevel?: 'h2' | 'h3';
}

/** A grid of linked cards: blog posts, articles, open positions. */
export function SummaryCardList({ cards, headingLevel: Heading = 'h2' }: SummaryCardListProps) {
  return (
    <ul className="summary-cards">
      {cards.map((card) => (
        <li key={card.path} className="summary-card">
          <Heading className="summary-card__title">
            <Link to={card.path} className="summary-card__link">
              {card.title}
            </Link>
          </Heading>
          {card.meta ? <p className="summary-card__meta">{card.meta}</p> : null}
          <p className="summary-card__text">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
