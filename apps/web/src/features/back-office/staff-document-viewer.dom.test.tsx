import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffDocumentViewer, type StaffDocument } from './staff-document-viewer';

const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46]);

function renderViewer(document: StaffDocument, load = vi.fn(async () => new Blob([bytes]))) {
  const view = render(<StaffDocumentViewer document={document} load={load} />);
  return { load, ...view };
}

const pdf = { fileName: 'paystub.pdf', contentType: 'application/pdf', label: 'Proof of income' };
const photo = { fileName: 'passport.png', contentType: 'image/png', label: 'Passport' };
const heic = { fileName: 'passport.heic', contentType: 'image/heic', label: 'Passport' };

describe('a staff document, read only when staff choose to', () => {
  it.each([
    ['a PDF', pdf],
    ['a photo', photo],
    ['a HEIC photo', heic],
  ])('%s: nothing is fetched until a button is pressed', (_kind, document) => {
    const { load } = renderViewer(document);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: `Download ${document.fileName}` })).toBeEnabled();
  });

  it.each([
    ['a PDF, in the browser’s viewer in a frame', pdf, 'iframe'],
    ['a photo, as an image', photo, 'img'],
  ])('shows %s, once fetched, typed as stored', async (_kind, document, tag) => {
    const user = userEvent.setup();
    const { load, container } = renderViewer(document);
    await user.click(screen.getByRole('button', { name: `View ${document.fileName}` }));
    const shown = container.querySelector(tag);
    expect(shown?.getAttribute('src')).toMatch(/^blob:/);
    const name = `${document.label}: ${document.fileName}`;
    expect(shown?.getAttribute(tag === 'img' ? 'alt' : 'title')).toBe(name);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hides and shows again, and downloads, from the one fetch', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { load } = renderViewer(photo);
    await user.click(screen.getByRole('button', { name: 'View passport.png' }));
    expect(await screen.findByRole('img', { name: 'Passport: passport.png' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hide passport.png' }));
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View passport.png' }));
    await user.click(screen.getByRole('button', { name: 'Download passport.png' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('offers only a download for a type the browser cannot draw, and says so', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { load } = renderViewer(heic);
    expect(screen.getByText(/cannot be shown in the browser; download it/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^View/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Download passport.heic' }));
    expect(load).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('passport.heic');
    expect(link.href).toMatch(/^blob:/);
    click.mockRestore();
  });

  it('says so when the file cannot be loaded, shows nothing, and tries again on the next press', async () => {
    const user = userEvent.setup();
    const load = vi
      .fn<(signal?: AbortSignal) => Promise<Blob>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new Blob([bytes]));
    const { container } = renderViewer(pdf, load);
    await user.click(screen.getByRole('button', { name: 'View paystub.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be loaded. Try again.');
    expect(container.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View paystub.pdf' }));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
