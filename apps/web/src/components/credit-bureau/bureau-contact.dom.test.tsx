import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sandboxBureau } from '../../testing/sandbox-credit-answers';
import { BureauContact } from './bureau-contact';

describe('the credit bureau contact card', () => {
  it('names the bureau and its address, in an address element', () => {
    const { container } = render(<BureauContact bureau={sandboxBureau} />);
    const card = container.querySelector('address');
    expect(card).toHaveTextContent(sandboxBureau.name);
    expect(card).toHaveTextContent(sandboxBureau.address);
  });

  it.each([
    ['dashes', '1-800-555-0199', 'tel:18005550199'],
    ['spaces and brackets', '(800) 555 0199', 'tel:8005550199'],
    ['a country code', '+1 800 555 0199', 'tel:+18005550199'],
  ])('dials the phone number written with %s', (_, phone, href) => {
    render(<BureauContact bureau={{ ...sandboxBureau, phone }} />);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', href);
  });

  it.each([
    ['https', 'https://bureau.sandbox.waypoint.example', 'bureau.sandbox.waypoint.example'],
    ['http', 'http://bureau.example/freeze', 'bureau.example/freeze'],
  ])('links the %s website in a new tab, shown without its scheme', (_, website, shown) => {
    render(<BureauContact bureau={{ ...sandboxBureau, website }} />);
    const link = screen.getByRole('link', { name: shown });
    expect(link).toHaveAttribute('href', website);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
