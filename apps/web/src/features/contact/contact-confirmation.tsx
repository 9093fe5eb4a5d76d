import { useEffect, useId, useRef } from 'react';
import './contact-confirmation.css';

export interface ContactConfirmationProps {
  email: string;
  onSendAnother(): void;
}

/**
 * Takes the form's place once the message is sent. Focus moves here, since
 * the button the person pressed is gone and they must learn it worked.
 */
export function ContactConfirmation({ email, onSendAnother }: ContactConfirmationProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} aria-labelledby={titleId} className="contact-confirmation">
      <h2 id={titleId} className="contact-confirmation__title">
        Thank you, your message is on its way
      </h2>
      <p>
        We reply by e-mail, to <strong>{email}</strong>, in the order messages arrive. We have sent you an e-mail to
        confirm we received it, so there is no need to send it again.
      </p>
      <button type="button" className="button button--secondary" onClick={onSendAnother}>
        Send another message
      </button>
    </div>
  );
}
