export interface ResendLinkButtonProps {
  /** The resend request, as the step's mutation holds it. */
  resend: { isPending: boolean; mutate: () => void };
}

/**
 * "Send the link again" for the screens that wait on a link opened elsewhere
 * (e-mail verification, the work e-mail). Stays focusable while sending
 * (aria-disabled), but a second press sends nothing.
 */
export function ResendLinkButton({ resend }: ResendLinkButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={resend.isPending || undefined}
      onClick={() => {
        if (!resend.isPending) resend.mutate();
      }}
    >
      {resend.isPending ? 'Sending…' : 'Send the link again'}
    </button>
  );
}
