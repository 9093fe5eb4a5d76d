import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StepName } from '@waypoint/domain/application/steps/step-names';
import { useStepAnalytics } from './use-step-analytics';

const client = vi.hoisted(() => ({ setApplicationStep: vi.fn(), trackEvent: vi.fn() }));
vi.mock('./analytics-client', () => client);

function Wizard({ step }: { step: StepName | null }) {
  useStepAnalytics(step);
  return null;
}

afterEach(() => {
  client.setApplicationStep.mockReset();
  client.trackEvent.mockReset();
});

describe('useStepAnalytics (decision 043)', () => {
  it.each([
    ['non-US expat', 'NonUS_Expat_Identification', 'NonUS_Expat_Employment', '/application/XP_Identification'],
    ['US expat', 'US_Expat_Identification', 'US_Expat_Employment', '/application/US_Identification'],
    ['young professional', 'YP_Identification', 'YP_Employment', '/application/YP_Identification'],
  ] as const)(
    'the %s track: the step on screen carries its track path, and moving on records the step left',
    async (_track, from, to, fromPath) => {
      const view = render(<Wizard step={from} />);
      await waitFor(() => expect(client.setApplicationStep).toHaveBeenLastCalledWith(fromPath));
      expect(client.trackEvent).not.toHaveBeenCalled();
      view.rerender(<Wizard step={to} />);
      await waitFor(() =>
        expect(client.trackEvent).toHaveBeenCalledWith('application_step_completed', undefined, fromPath),
      );
    },
  );

  it('going back records nothing, and leaving the wizard forgets the step', async () => {
    const view = render(<Wizard step="YP_Employment" />);
    view.rerender(<Wizard step="YP_Identification" />);
    await waitFor(() => expect(client.setApplicationStep).toHaveBeenLastCalledWith('/application/YP_Identification'));
    expect(client.trackEvent).not.toHaveBeenCalled();
    view.unmount();
    await waitFor(() => expect(client.setApplicationStep).toHaveBeenLastCalledWith(undefined));
  });
});
