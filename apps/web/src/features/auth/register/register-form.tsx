import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { passwordLimits } from '@waypoint/domain/auth/account-field-limits';
import type { registerFormSchema } from '@waypoint/domain/auth/account-fields';
import { sessionTransport } from '@waypoint/domain/auth/account-states';
import { inviteCodeMessages } from '@waypoint/domain/referrals/invite-code-rules';
import { sitePaths } from '@waypoint/domain/site/paths/site-paths';
import { EmailField } from '../../../components/form/email-field';
import { FormShell } from '../../../components/form/form-shell';
import { PasswordField } from '../../../components/form/password-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useLazySchemaForm } from '../../../components/form/use-lazy-schema-form';
import { asyncHandler, reportUnexpected } from '../../../lib/async-handler';
import { browserCookie } from '../../../lib/browser-cookies';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { useRecaptcha } from '../../../lib/recaptcha/use-recaptcha';
import { signUpNamesFrom } from '../../../lib/sign-up-state';
import { useHasHydrated } from '../../../lib/use-has-hydrated';
import { register as createAccount } from '../api/register';
import { useRegisterDisclosure } from '../api/register-disclosures';
import { toSessionUser } from '../api/user-fields';
import { RecaptchaNotice } from '../components/recaptcha-notice';
import { registerFailure } from '../lib/auth-failure';
import { useAuthSession } from '../session/auth-session-context';
import { ESignConsentField } from './esign-consent-field';
import { usePromoCodeCheck, type PromoCodeOutcome } from './promo-code-check';
import { promoCodeFrom, registerVariables, type RegisterFormValues } from './register-variables';

const fields = [
  { name: 'firstName', id: 'register-first-name', label: 'First name' },
  { name: 'middleName', id: 'register-middle-name', label: 'Middle name' },
  { name: 'lastName', id: 'register-last-name', label: 'Last name' },
  { name: 'email', id: 'register-email', label: 'Email address' },
  { name: 'password', id: 'register-password', label: 'Password' },
  { name: 'promoCode', id: 'register-promo-code', label: 'Promo code' },
  { name: 'acceptESign', id: 'register-accept-esign', label: 'E-sign consent' },
] as const;
const [firstName, middleName, lastName, email, password, promoCode, acceptESign] = fields;
type FieldName = (typeof fields)[number]['name'];
/** The schema and the library under it load on the form's first focus, not with the page (decision 091). */
const loadRegisterSchema = async () => (await import('@waypoint/domain/auth/account-fields')).registerFormSchema;
const fieldNames: readonly string[] = fields.map((field) => field.name);

export function RegisterForm() {
  const [search] = useSearchParams();
  // The names a visitor gave on the eligibility check come in the navigation state (decision 026).
  const given = signUpNamesFrom(useLocation().state);
  const {
    form,
    setMessage: setFormMessage,
    shell,
    fieldProps,
  } = useLazySchemaForm<z.input<typeof registerFormSchema>, RegisterFormValues>({
    loadSchema: loadRegisterSchema,
    defaultValues: {
      firstName: given.firstName,
      middleName: '',
      lastName: given.lastName,
      email: '',
      password: '',
      promoCode: promoCodeFrom(search),
    },
    fields,
  });
  const { isSubmitting } = form.formState;
  const { state, dispatch } = useAuthSession();
  const { show, reset: resetNotice } = useNotifications();
  const recaptcha = useRecaptcha('register');
  const navigate = useNavigate();
  // Prerendered whole (decision 051): until its code runs, the form must not be sent as a plain GET,
  // and its consent box must not be ticked.
  const hydrated = useHasHydrated();
  const checkPromoCode = usePromoCodeCheck();
  // The consent's version and title as the server lists them (product-rules#disclosures).
  const eSign = useRegisterDisclosure('REGISTER_ESIGN');

  /** Says a refused code on its field, a failed check above the form; true when registration may go on. */
  const applyPromoOutcome = (outcome: PromoCodeOutcome, focus: boolean): boolean => {
    if (outcome.status === 'fail') {
      form.setError('promoCode', { message: inviteCodeMessages.notAccepted }, { shouldFocus: focus });
    } else if (outcome.status === 'error') {
      setFormMessage(outcome.message);
    } else {
      form.clearErrors('promoCode');
    }
    return outcome.status === 'none' || outcome.status === 'success';
  };

  // Leaving the field checks a well-formed code at once, so the person hears before they finish the form.
  const promoCodeField = fieldProps(promoCode, {
    onBlur: asyncHandler(async (event: { target: { value: string } }) => {
      const value = event.target.value;
      // The field took focus first, so the schema is loaded or on its way.
      const schema = await loadRegisterSchema();
      if (!schema.shape.promoCode.safeParse(value).success) return;
      const outcome = await checkPromoCode(value);
      // A failed request is said on submit; on leaving a field it would only interrupt.
      if (outcome.status !== 'error' && form.getValues('promoCode') === value) applyPromoOutcome(outcome, false);
    }),
  });

  const submit = async (values: RegisterFormValues) => {
    // Last attempt's messages would read as this attempt's answer.
    resetNotice();
    setFormMessage(null);
    // A visitor who leaves an e-mail before an account exists is a lead, whatever becomes of the sign-up (decision 043).
    // Its code (the lead's schema) loads here, not with the page (decision 091); a lead that cannot be
    // sent never holds up the sign-up.
    await import('../../../lib/analytics/lead-calls')
      .then(({ sendLead }) => sendLead({ email: values.email, firstName: values.firstName }))
      .catch(reportUnexpected);
    // product-rules#account-operations: the code is checked with validatePreApprovedCode before the account is made (the server checks again).
    if (!applyPromoOutcome(await checkPromoCode(values.promoCode), true)) return;
    dispatch({ type: 'requested' });
    try {
      const recaptchaToken = await recaptcha.token();
      const context = {
        recaptchaToken,
        anonymousID: browserCookie(sessionTransport.anonymousIdCookie),
        sessionID: browserCookie(sessionTransport.sessionIdCookie),
        eSignVersion: (await eSign.resolve()).version,
      };
      const user = await createAccount(registerVariables(values, context));
      dispatch({ type: 'signedIn', user: toSessionUser(user) });
      show('verify_email');
      await navigate(sitePaths.application);
    } catch (error) {
      const failure = registerFailure(error, fieldNames);
      if (failure.kind === 'recaptcha') return dispatch({ type: 'recaptchaFailed' });
      dispatch({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      if (failure.kind === 'notice') show(failure.key);
      else if (failure.kind === 'field') form.setError(failure.field as FieldName, { message: failure.text });
      else setFormMessage(failure.text);
    }
  };

  return (
    <FormShell onSubmit={form.handleSubmit(submit)} aria-label="Create your account" {...shell}>
      <fieldset className="auth-fieldset" aria-describedby="register-name-hint">
        <legend className="auth-fieldset__legend">Your name</legend>
        <p id="register-name-hint" className="field__hint">
          As it appears on your passport or government ID, so we can match your application to your documents.
        </p>
        <TextField {...fieldProps(firstName)} autoComplete="given-name" />
        <TextField {...fieldProps(middleName)} label="Middle name (optional)" autoComplete="additional-name" />
        <TextField {...fieldProps(lastName)} autoComplete="family-name" />
      </fieldset>
      <EmailField
        {...fieldProps(email)}
        hint="We will send you a link to confirm it. Choose an address you will keep after you move."
      />
      <PasswordField
        {...fieldProps(password)}
        autoComplete="new-password"
        hint={`At least ${passwordLimits.min} characters. A few unrelated words make a strong password that is easy to remember. Please do not reuse a password from another site.`}
      />
      <TextField
        {...promoCodeField}
        label="Promo code (optional)"
        autoComplete="off"
        autoCapitalize="characters"
        hint="From a friend, a partner or an invitation. Leave it empty if you do not have one."
      />
      {/* A box ticked while hydration runs was unticked again as React took over (decision 051): not before. */}
      <ESignConsentField {...fieldProps(acceptESign)} disabled={!hydrated} eSign={eSign.shown} />
      <RecaptchaNotice status={state.recaptcha} />
      <SubmitButton busy={isSubmitting} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </FormShell>
  );
}
