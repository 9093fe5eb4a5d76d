/**
 * The product's name and its derived names. product-rules#site-routes leaves the media room's
 * prefix to the product name ("<product>-media-room"), and the web manifest is
 * named after the card (product-rules#product-name), so both come from here.
 */
export const PRODUCT = {
  name: 'Waypoint',
  cardName: 'Waypoint Cash Back Card',
  slug: 'waypoint',
  issuingBank: 'Harborline Bank, N.A.',
  cardNetwork: 'Visa',
} as const;
