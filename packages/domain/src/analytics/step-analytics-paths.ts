import { EARLY_APPLICANT_STEP, stepNames, trackOf, type StepName } from '../application/steps/step-names.js';
import { applicationPathPrefix } from '../site/paths/site-paths.js';
import { flowTypeFromPath, type FlowType } from './custom-dimensions.js';

/**
 * The path analytics report for an application step (decision 043). The
 * steps have no addresses of their own (product-rules#step-names), and only
 * the young professional steps' names begin with their flow's marker, so
 * each step is reported under `/application/<marker><screen>`: `/XP_` for
 * the non-US expat track, `/US_` for the US expat track, `/YP_` for the
 * young professional track (product-rules#analytics), and flowTypeFromPath
 * reads the flow from it like from any other path.
 */
const trackMarkers = { nonUsExpat: 'XP_', usExpat: 'US_', youngProfessional: 'YP_' } as const;

function screenOf(step: StepName): string {
  if (step === EARLY_APPLICANT_STEP) return 'Early_Applicant';
  return step.replace(/^(?:NonUS_Expat_|US_Expat_|YP_)/, '');
}

export function stepAnalyticsPath(step: StepName): string {
  const track = trackOf(step);
  if (track === 'entry') return `${applicationPathPrefix}/${step}`;
  return `${applicationPathPrefix}/${trackMarkers[track]}${screenOf(step)}`;
}

/** The flow an application step reports (the spec's rule, applied to the step's analytics path). */
export function stepFlowType(step: StepName): FlowType {
  return flowTypeFromPath(stepAnalyticsPath(step));
}

/** Every step's path, for checks that no two steps report the same page. */
export const stepAnalyticsPaths: ReadonlyMap<StepName, string> = new Map(
  stepNames.map((step) => [step, stepAnalyticsPath(step)]),
);
