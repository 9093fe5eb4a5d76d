import { Link } from 'react-router';
import { nextStep } from '@waypoint/domain/application/steps/next-step';
import { trackOf } from '@waypoint/domain/application/steps/step-names';
import { disclosureDocuments } from '@waypoint/domain/disclosures/disclosure-documents';
import { acceptedDisclosures } from '@waypoint/domain/disclosures/review-disclosures';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { useSession } from '../../../lib/session/session-context';
import { applicationSave } from '../api/application-lifecycle';
import { asDraft } from '../state/draft-answers';
import { useWizard } from '../state/wizard-context';
import { askedField, StepFormFrame } from '../wizard/step-form';
import type { StepAnswers } from '../wizard/step-resolver';
import { useStepForm } from '../wizard/use-step-form';
import { reviewChecks } from './review-checks';
import { reviewGroups, workplaceAddress, type ReviewRow } from './review-groups';

type ReviewStepName = 'NonUS_Expat_Review' | 'US_Expat_Review' | 'YP_Review';

const acceptDisclosures = askedField('acceptDisclosures');
const fields = [acceptDisclosures];

/**
 * Review (all tracks): every answer grouped by the step that asked it, each
 * with a link to change it, then the four disclosures of product-rules#review-disclosures (and the SMS
 * terms when the applicant agreed to text messages). Continue
 * saves the acceptance, turns the draft into the application (applicationSave,
 * product-rules#review-and-submit) and only then moves on.
 */
export function ReviewStep({ step }: { step: ReviewStepName }) {
  const wizard = useWizard();
  const { show } = useNotifications();
  const form = useStepForm(step, ['acceptDisclosures']);
  const { errors } = form.formState;
  const track = trackOf(step);
  const groups = track === 'entry' ? [] : reviewGroups(track, wizard.draft);
  const { draft } = wizard;
  const { user } = useSession();
  const checks = track === 'entry' ? null : reviewChecks(track, draft, wizard.context);
  const applicantRows = user
    ? [
        { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() },
        { label: 'E-mail', value: user.email },
      ]
    : [];

  const submit = async (answers: StepAnswers) => {
    if (!(await wizard.move({ answers, to: step }))) return;
    try {
      await wizard.afterSaves(applicationSave);
    } catch {
      show('save_application_error');
      return;
    }
    await wizard.move({ to: nextStep(step, asDraft({ ...draft, acceptDisclosures: true }), wizard.context) });
  };

  return (
    <>
      <p className="step-lead">Please check everything before you continue. You can change any answer.</p>
      {step === 'YP_Review' && draft.sentilinkApproval === false && draft.identityActionsFlagged === true ? (
        <FormAlert tone="info">
          <p>
            We could not confirm your identity automatically from the details you gave. Check them below; if they are
            right, continue and our team will review your application by hand.
          </p>
        </FormAlert>
      ) : null}
      {step === 'YP_Review' && draft.ATPApproval === false ? (
        <FormAlert tone="info">
          <p>
            From the income and costs you gave, we cannot offer a card automatically. If a figure is wrong, change it
            below; otherwise continue and our team will look at your application by hand.
          </p>
        </FormAlert>
      ) : null}
      {applicantRows.length > 0 ? (
        <section className="review-group" aria-labelledby="review-applicant">
          <h2 id="review-applicant" className="review-group__title">
            Applicant
          </h2>
          <ReviewList rows={applicantRows} />
        </section>
      ) : null}
      {groups.map((group) => {
        // A step the engine did not lead through for these answers was not asked: say so and why.
        const notAsked = checks !== null && !checks.path.includes(group.step);
        return (
          <section key={group.step} className="review-group" aria-labelledby={`review-${group.step}`}>
            <div className="review-group__head">
              <h2 id={`review-${group.step}`} className="review-group__title">
                {group.title}
              </h2>
              {notAsked ? null : (
                <Link to={`?edit=${encodeURIComponent(group.step)}`} className="review-group__edit">
                  Change<span className="visually-hidden"> {group.title.toLowerCase()}</span>
                </Link>
              )}
            </div>
            {notAsked ? (
              <p className="review-group__skipped">
                Not asked: {checks.notAskedBecause ?? 'your earlier answers did not lead to these questions'}.
              </p>
            ) : (
              <ReviewList rows={group.rows} />
            )}
          </section>
        );
      })}
      {checks && checks.rows.length > 0 ? (
        <section className="review-group" aria-labelledby="review-checks">
          <h2 id="review-checks" className="review-group__title">
            What we checked
          </h2>
          <ReviewList rows={checks.rows} />
        </section>
      ) : null}
      {step === 'YP_Review' ? (
        <section className="review-group" aria-labelledby="review-delivery">
          <h2 id="review-delivery" className="review-group__title">
            Card delivery
          </h2>
          <p>
            {draft.shipToHome === false
              ? `We will send your card to your workplace: ${workplaceAddress(draft)}.`
              : 'We will send your card to your home address.'}
          </p>
        </section>
      ) : null}
      <StepFormFrame
        step={step}
        form={form}
        fields={fields}
        onValid={submit}
        label="Accept and continue"
        busyLabel="Saving your application…"
      >
        <section className="review-group" aria-labelledby="review-disclosures">
          <h2 id="review-disclosures" className="review-group__title">
            Agreements
          </h2>
          <p>Before we can consider your application, please read:</p>
          <ul className="wizard-list">
            {/* The SMS terms too when the applicant agreed to texts: the save records them with the rest. */}
            {acceptedDisclosures(draft).map((document) => (
              <li key={document.type}>
                <a href={document.path} target="_blank" rel="noopener noreferrer">
                  {disclosureDocuments[document.type].title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>{' '}
                <span className="review-version">({document.version})</span>
              </li>
            ))}
          </ul>
          <CheckboxField
            {...acceptDisclosures}
            value="true"
            hint="Accepting lets us check your credit report to decide on your application."
            error={errors.acceptDisclosures?.message}
            {...form.register('acceptDisclosures')}
          />
        </section>
      </StepFormFrame>
    </>
  );
}

function ReviewList({ rows }: { rows: readonly ReviewRow[] }) {
  return (
    <dl className="review-list">
      {rows.map((row) => (
        <div key={row.label} className="review-list__row">
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
