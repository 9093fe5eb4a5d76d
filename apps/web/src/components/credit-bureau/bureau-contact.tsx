import './bureau-contact.css';

/** How to reach a credit bureau, as the server names it for a frozen file, no file or a busy bureau (decision 026). */
export interface BureauContactDetails {
  name: string;
  address: string;
  phone: string;
  website: string;
}

/** The number a phone dials: digits and a leading plus, without the spaces and dashes people read. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The address people read: the scheme adds nothing to it. */
function websiteText(website: string): string {
  return website.replace(/^https?:\/\//, '');
}

/**
 * The bureau's name, address, phone and website, where the person must
 * contact it themselves: the prequalification answer and the account page's
 * credit check show the same card.
 */
export function BureauContact({ bureau }: { bureau: BureauContactDetails }) {
  return (
    <address className="bureau-contact">
      <strong>{bureau.name}</strong>
      <span>{bureau.address}</span>
      <span>
        Phone: <a href={telHref(bureau.phone)}>{bureau.phone}</a>
      </span>
      <span>
        Website:{' '}
        <a href={bureau.website} rel="noopener noreferrer" target="_blank">
          {websiteText(bureau.website)}
        </a>
      </span>
    </address>
  );
}
