import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithQueryClient } from './with-query-client';

const answerKey = ['test', 'visa-answer'] as const;

/**
 * A control bound to query data and saved as it changes, as the wizard's visa question and
 * document-type select are: its click writes the data at once (the optimistic draft).
 */
function BoundRadio() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: answerKey, queryFn: () => 'no', staleTime: Infinity });
  if (data === undefined) return <p>Loading</p>;
  const choose = (value: string) => queryClient.setQueryData(answerKey, value);
  return (
    <fieldset>
      <legend>Is the visa a supporting document?</legend>
      {['yes', 'no'].map((value) => (
        <label key={value}>
          <input type="radio" name="visa" checked={data === value} onChange={() => choose(value)} />
          {value}
        </label>
      ))}
    </fieldset>
  );
}

describe('WithQueryClient', () => {
  it('shows data written by a click in the same task as the click, so a bound control never looks unclicked', async () => {
    render(
      <WithQueryClient>
        <BoundRadio />
      </WithQueryClient>,
    );
    const yes = await screen.findByRole('radio', { name: 'yes' });
    // No timer may run between the click and the look: only the microtasks the click queued.
    await act(async () => {
      fireEvent.click(yes);
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    });
    expect(yes).toBeChecked();
    expect(screen.getByRole('radio', { name: 'no' })).not.toBeChecked();
  });
});
