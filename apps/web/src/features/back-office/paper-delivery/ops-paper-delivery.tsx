import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql';
import { graphqlRequest } from '../../../lib/api-client';
import { formatDay, formatLocalDateTime } from '../../../lib/dates';
import { staffHeaders } from '../api/staff-api';

/* The case view's paper delivery (decision 089): the applicant's e-sign consent and the letters posted to them. */

export const opsPaperDeliveryDocument = graphql(/* GraphQL */ `
  query OpsPaperDelivery($applicationId: Int!) {
    opsPaperDelivery(applicationId: $applicationId) {
      consent {
        state
        changedAt
      }
      emailBounced
      letters {
        id
        kind
        title
        status
        toAddress
        expectedDelivery
        createdAt
      }
    }
  }
`);

/** How the applicant's required notices go, and every letter posted to them. */
export function OpsPaperDelivery({ applicationId }: { applicationId: number }) {
  const delivery = useQuery({
    queryKey: ['ops-paper-delivery', applicationId],
    queryFn: async () =>
      (await graphqlRequest(opsPaperDeliveryDocument, { applicationId }, { headers: staffHeaders() })).opsPaperDelivery,
  });
  if (delivery.isPending) return <p>Loading…</p>;
  if (delivery.isError) return <p>The paper delivery could not be loaded.</p>;
  const { consent, emailBounced, letters } = delivery.data;
  const withdrawn = consent.state === 'withdrawn';
  return (
    <>
      <p>
        E-sign consent: <strong>{withdrawn ? 'withdrawn' : 'given'}</strong>
        {consent.changedAt ? ` (changed ${formatLocalDateTime(consent.changedAt)})` : ''}.{' '}
        {emailBounced ? 'Our e-mails to the applicant bounce. ' : ''}
        Required notices go {withdrawn || emailBounced ? 'by post' : 'by e-mail'}.
      </p>
      {letters.length === 0 ? (
        <p className="ops-muted">No letters posted.</p>
      ) : (
        <div className="ops-table-scroll">
          <table className="ops-table">
            <caption>Letters posted</caption>
            <thead>
              <tr>
                <th scope="col">Letter</th>
                <th scope="col">To</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
                <th scope="col">Expected</th>
              </tr>
            </thead>
            <tbody>
              {letters.map((letter) => (
                <tr key={letter.id}>
                  <td>{letter.title}</td>
                  <td>{letter.toAddress}</td>
                  <td>{letter.status}</td>
                  <td>{formatLocalDateTime(letter.createdAt)}</td>
                  <td>{letter.expectedDelivery ? formatDay(letter.expectedDelivery) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
