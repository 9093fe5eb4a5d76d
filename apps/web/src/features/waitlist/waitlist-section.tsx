import { prerenderedLazyPart } from '../../lib/lazy/prerendered-lazy-part';
// The form is in the prerendered HTML, so its styles come with the page, not with its lazily loaded code.
import '../../components/form/form.css';
import './waitlist.css';

// The form's code loads apart from the copy (decision 046); the page's loader awaits loadWaitlistSection.
const waitlistPart = prerenderedLazyPart(
  () => import('./waitlist-panel'),
  <div className="waitlist-placeholder" aria-hidden="true" />,
);

/** The waitlist form with its heading, standalone (no props, no router data): hydrates as it is. */
export const WaitlistSection = waitlistPart.Part;
export const loadWaitlistSection = waitlistPart.load;
