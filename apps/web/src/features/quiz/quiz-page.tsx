import { useParams } from 'react-router';
import { RichContent } from '../../lib/content/rich-content';
import { Island } from '../../lib/islands/island';
import type { PageResults } from '../../lib/page-data/site-content';
import { CardFitQuiz } from './card-fit-quiz';
import './quiz-page.css';

/** `/quiz` and `/quiz/{code}`: product-rules#site-chrome shows quiz pages without the site header and footer. */
export function QuizPage({ result }: { result: PageResults['component---quiz'] }) {
  const { page } = result;
  const { code } = useParams();
  return (
    <div className="quiz-page">
      <div className="quiz-page__inner">
        <h1 className="quiz-page__heading">{page.heading}</h1>
        {page.lede ? <p className="quiz-page__lede">{page.lede}</p> : null}
        {page.body.length > 0 ? <RichContent nodes={page.body} /> : null}
        <Island name="card-fit-quiz" component={CardFitQuiz} props={code ? { referralCode: code } : {}} />
      </div>
    </div>
  );
}
