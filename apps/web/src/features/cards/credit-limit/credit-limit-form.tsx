import { useId, useState, type FormEvent } from 'react';
import { requestedLimitProblem } from '@waypoint/domain/card-account/credit-limit-increase';
import { FormAlert } from '../../../components/form/form-alert';
import { MoneyField } from '../../../components/form/money-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { ApiError } from '../../../lib/api-errors';
import { useRequestCreditLimitIncrease, type CreditLimitRequest } from './credit-limit-api';
import { wholeDollarsOf } from './credit-limit-words';

type Field = 'annualIncome' | 'monthlyHousingCost' | 'requestedLimit';
type Problems = Partial<Record<Field, string>>;

interface Typed {
  annualIncome: string;
  monthlyHousingCost: string;
  requestedLimit: string;
}

/** The form's own checks, the server's in the same words (it checks again). */
export function formProblems(typed: Typed, currentLimit: number): Problems {
  const problems: Problems = {};
  if (wholeDollarsOf(typed.annualIncome) === null) problems.annualIncome = 'Enter your yearly income in whole dollars.';
  if (wholeDollarsOf(typed.monthlyHousingCost) === null)
    problems.monthlyHousingCost = 'Enter your monthly housing cost in whole dollars (0 if none).';
  if (typed.requestedLimit.trim() !== '') {
    const limit = wholeDollarsOf(typed.requestedLimit);
    const problem =
      limit === null ? 'Enter a whole number of hundreds of dollars.' : requestedLimitProblem(limit, currentLimit);
    if (problem) problems.requestedLimit = problem;
  }
  return problems;
}

function serverProblems(error: ApiError): Problems {
  const problems: Problems = {};
  for (const fieldError of error.fieldErrors) {
    if (
      fieldError.field === 'annualIncome' ||
      fieldError.field === 'monthlyHousingCost' ||
      fieldError.field === 'requestedLimit'
    )
      problems[fieldError.field] = fieldError.message;
  }
  return problems;
}

/** The request: updated income and housing cost, the limit wanted; answered at once on the page. */
export function CreditLimitForm({
  currentLimitCents,
  onAnswered,
}: {
  currentLimitCents: number;
  /** The answer, shown by the page in the form's place (it stays when the page reads the account again). */
  onAnswered: (answer: CreditLimitRequest) => void;
}) {
  const ids = { income: useId(), housing: useId(), limit: useId() };
  const [typed, setTyped] = useState<Typed>({ annualIncome: '', monthlyHousingCost: '', requestedLimit: '' });
  const [problems, setProblems] = useState<Problems>({});
  const request = useRequestCreditLimitIncrease();
  const currentLimit = Math.floor(currentLimitCents / 100);

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setTyped((before) => ({ ...before, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const found = formProblems(typed, currentLimit);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const requestedLimit = typed.requestedLimit.trim() === '' ? null : wholeDollarsOf(typed.requestedLimit);
    request.mutate(
      {
        annualIncome: wholeDollarsOf(typed.annualIncome) ?? 0,
        monthlyHousingCost: wholeDollarsOf(typed.monthlyHousingCost) ?? 0,
        requestedLimit,
      },
      {
        onSuccess: onAnswered,
        onError: (error) => {
          if (error instanceof ApiError) setProblems(serverProblems(error));
        },
      },
    );
  };

  const refusal =
    request.error instanceof ApiError
      ? request.error.fieldErrors.length > 0
        ? null
        : request.error.message
      : request.error
        ? 'We could not reach the server. Nothing was sent; try again.'
        : null;

  return (
    <form className="credit-limit__form" onSubmit={submit} noValidate aria-labelledby="credit-limit-form-title">
      <h2 id="credit-limit-form-title">Ask for a higher limit</h2>
      <p>
        We decide at once from what you tell us here, checking that you can afford the minimum payment on the higher
        limit. Asking does not affect your credit score.
      </p>
      {refusal ? <FormAlert>{refusal}</FormAlert> : null}
      <MoneyField
        id={ids.income}
        label="Your yearly income before tax, in US dollars"
        hint="If you are under 21, count only your own income, not a parent’s or partner’s."
        value={typed.annualIncome}
        onChange={set('annualIncome')}
        error={problems.annualIncome}
      />
      <MoneyField
        id={ids.housing}
        label="Your monthly rent or mortgage, in US dollars"
        hint="Enter 0 if you have none."
        value={typed.monthlyHousingCost}
        onChange={set('monthlyHousingCost')}
        error={problems.monthlyHousingCost}
      />
      <MoneyField
        id={ids.limit}
        label="The limit you would like, in US dollars (optional)"
        hint="Whole hundreds, up to $10,000. Leave it empty and we offer as much as we can."
        value={typed.requestedLimit}
        onChange={set('requestedLimit')}
        error={problems.requestedLimit}
      />
      <SubmitButton busy={request.isPending} busyLabel="Asking…">
        Ask for a higher limit
      </SubmitButton>
    </form>
  );
}
