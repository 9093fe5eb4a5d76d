import { useState } from 'react';
import { AccountPart, partLoadOf } from '../../../components/account/account-part';
import '../../../components/form/choice-fields.css';
import { noticeWords } from '../common/card-account-words';
import { answeredByServer } from '../common/query-retry';
import {
  useMyNoticePreferences,
  useSetNoticePreference,
  type NoticeKind,
  type NoticePreference,
} from './api/notice-preferences';

/** Why a required notice cannot be turned off (docs/product-rules.md#card-notices). */
const whyRequired: Record<NoticeKind, string> = {
  statementReady: 'Always on: your statements are delivered online, and this e-mail is how each one reaches you.',
  paymentDue: 'Always on.',
  paymentReceived: 'Always on.',
  paymentReturned: 'Always on: your Cardholder Agreement promises it, because a returned payment changes what you owe.',
  autopayScheduled:
    'Always on while autopay pays an amount that varies: the law has us tell you the amount and the day at least 10 days ahead.',
};

function PreferenceRow({ preference }: { preference: NoticePreference }) {
  const change = useSetNoticePreference();
  const [failure, setFailure] = useState<string | null>(null);
  const id = `notice-${preference.kind}`;
  const words = noticeWords[preference.kind];
  const toggle = (enabled: boolean) => {
    if (change.isPending) return;
    setFailure(null);
    change.mutate(
      { kind: preference.kind, enabled },
      {
        onError: (error) =>
          setFailure(answeredByServer(error) ? error.message : 'We could not save that. Please try again.'),
      },
    );
  };
  return (
    <li className="card-notice">
      <div className="choice">
        <input
          id={id}
          type="checkbox"
          className="choice__input"
          checked={preference.enabled}
          disabled={preference.required}
          aria-describedby={`${id}-about`}
          onChange={(event) => toggle(event.target.checked)}
        />
        <label htmlFor={id} className="choice__label">
          {words.name}
        </label>
        <p id={`${id}-about`} className="choice__hint">
          {preference.required ? `${words.about} ${whyRequired[preference.kind]}` : words.about}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="account-part__error">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

/** Which card notices come by e-mail; the ones the law or the Cardholder Agreement requires stay on. */
export function NoticePreferencesPanel() {
  const preferences = useMyNoticePreferences();
  return (
    <AccountPart
      id="card-notices"
      title="E-mail notices"
      load={partLoadOf([preferences])}
      failureText="We could not load your notice settings."
    >
      {() => (
        <ul className="card-notices" aria-label="Notices we e-mail you">
          {(preferences.data ?? []).map((preference) => (
            <PreferenceRow key={preference.kind} preference={preference} />
          ))}
        </ul>
      )}
    </AccountPart>
  );
}
