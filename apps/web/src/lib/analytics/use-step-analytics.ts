import { useEffect, useRef } from 'react';
import { stepAnalyticsPath } from '@waypoint/domain/analytics/step-analytics-paths';
import { trackOf, trackSteps, type StepName } from '@waypoint/domain/application/steps/step-names';
import type * as AnalyticsClientModule from './analytics-client';

type AnalyticsClient = typeof AnalyticsClientModule;
let loading: Promise<AnalyticsClient> | undefined;
// One import for all calls: their callbacks then run in the order the steps were shown.
const analyticsClient = () => (loading ??= import('./analytics-client'));

/** Onward, not back: from the entry question into a track, or to a later step of the same track. */
function movedOn(from: StepName, to: StepName): boolean {
  const [fromTrack, toTrack] = [trackOf(from), trackOf(to)];
  if (fromTrack === 'entry') return toTrack !== 'entry';
  if (fromTrack !== toTrack) return false;
  const steps = trackSteps[fromTrack];
  return steps.indexOf(to) > steps.indexOf(from);
}

/**
 * Tells analytics which application step is on screen, so events there carry
 * its path and flow (decision 043), and records `application_step_completed`
 * for a step the applicant moved on from. Showing a step sends nothing:
 * application pages send no page view (product-rules#page-views).
 */
export function useStepAnalytics(step: StepName | null): void {
  const previous = useRef<StepName | null>(null);
  useEffect(() => {
    if (!step) return;
    const before = previous.current;
    previous.current = step;
    // Like page views, the client loads on demand; a chunk that fails to load costs the event, never the step.
    analyticsClient().then(
      (client) => {
        client.setApplicationStep(stepAnalyticsPath(step));
        if (before && before !== step && movedOn(before, step))
          client.trackEvent('application_step_completed', undefined, stepAnalyticsPath(before));
      },
      () => undefined,
    );
  }, [step]);
  useEffect(
    () => () => {
      void analyticsClient().then(
        (client) => client.setApplicationStep(undefined),
        () => undefined,
      );
    },
    [],
  );
}
