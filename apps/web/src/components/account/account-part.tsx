import { useRef, type ReactNode } from 'react';

/** product-rules#user-status: an account load is idle, then fetching, then success or fail. */
export type AccountLoadStatus = 'idle' | 'fetching' | 'success' | 'fail';

/** Where a part's loads stand together, and how to ask again for the ones that failed. */
export interface PartLoad {
  status: AccountLoadStatus;
  retry(): void;
}

/** The few fields of a TanStack query a part reads. */
export interface PartQuery {
  data: unknown;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  refetch(): Promise<unknown>;
}

/** One query's load: an answer already in counts as loaded, even while a newer one is on its way or failed. */
function loadStatusOf(query: PartQuery): AccountLoadStatus {
  if (query.data !== undefined) return 'success';
  if (query.fetchStatus === 'fetching') return 'fetching';
  return query.status === 'error' ? 'fail' : 'idle';
}

/** A part's load from its queries: loaded once all are, failed once one failed and none is still on its way. */
export function partLoadOf(queries: readonly PartQuery[]): PartLoad {
  const statuses = queries.map(loadStatusOf);
  const status: AccountLoadStatus = statuses.includes('fetching')
    ? 'fetching'
    : statuses.includes('fail')
      ? 'fail'
      : statuses.every((each) => each === 'success')
        ? 'success'
        : 'idle';
  return {
    status,
    retry: () => {
      queries.forEach((query, index) => {
        if (statuses[index] === 'fail') void query.refetch();
      });
    },
  };
}

/**
 * One part of `/account` (Application, Your details…): its card and title, then its content once its
 * own queries answered, or its own error with "Try again", which asks again for this part only. The
 * other parts load and fail on their own, so one failing never blanks the page. Shared here, so
 * panels other features pass to the account page load and fail the same way; its styles are the
 * account page's (features/account/account-page.css).
 */
export function AccountPart({
  id,
  title,
  load,
  failureText,
  children,
}: {
  id: string;
  title: string;
  load: PartLoad;
  /** What could not be loaded, in a sentence ("We could not load your details."). */
  failureText: string;
  /** The content; called only once the part's queries answered. */
  children: () => ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;
  return (
    <section
      className="account-card account-part"
      aria-labelledby={titleId}
      aria-busy={load.status === 'fetching' || undefined}
    >
      {/* Focus waits on the title while a retry is on its way: the button it left is gone. */}
      <h2 id={titleId} ref={titleRef} tabIndex={-1} className="account-part__title">
        {title}
      </h2>
      {load.status === 'success' ? (
        children()
      ) : load.status === 'fail' ? (
        <div className="account-part__failure">
          <p role="alert">{`${failureText} Please try again.`}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              titleRef.current?.focus();
              load.retry();
            }}
          >
            Try again
          </button>
        </div>
      ) : (
        <p className="account-part__loading">Loading…</p>
      )}
    </section>
  );
}
