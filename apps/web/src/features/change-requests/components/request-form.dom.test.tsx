import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeRequestMessages } from '@waypoint/domain/change-requests/change-request-submission';
import { deferred, graphqlData, graphqlRefusal, type GraphqlAnswer } from '../../../testing/fake-graphql';
import type { ChangeRequest, ChangeRequestFiles } from '../api/change-requests-api';
import { fileProblemTexts } from '../api/use-change-request-files';
import { aFile, aRequest, noFiles, overviewOf, pngFile, renderPanel } from '../change-requests-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
});

const group = (title: string) => screen.getByRole('region', { name: title });
/** A file's name in a group's list (the Remove button repeats it for screen readers). */
const fileName = { selector: '.proof-group__file-name' };
const billFile = aFile({ id: 501, fileName: 'electric-bill.pdf' });
const leaseFile = aFile({ id: 502, fileName: 'lease.pdf', byteSize: 2_400_000 });

/** A pending request with files held by the test: the list the server answers now. */
function renderPending(
  request: ChangeRequest,
  initial: ChangeRequestFiles,
  handlers: Parameters<typeof renderPanel>[0] = {},
) {
  const server = { files: initial };
  const view = renderPanel({
    overview: () => overviewOf(request),
    files: () => graphqlData({ getFiles: server.files }),
    ...handlers,
  });
  return { ...view, server };
}

async function fillAddress(user: ReturnType<typeof renderPanel>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Street address' }), '500 Lake Road');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Madison');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'WI');
  await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '53703');
}

describe('a pending request: its document groups', () => {
  it('lists each file with its name, type and size; an unknown type reads "Unknown type"', async () => {
    renderPending(aRequest(), {
      ...noFiles,
      proofOfAddress: [leaseFile, { ...billFile, fileType: null }],
    });
    const files = await within(await screen.findByRole('region', { name: 'Proof of address' })).findAllByRole(
      'listitem',
    );
    expect(files.map((item) => item.textContent)).toEqual([
      'lease.pdfProof of address · 2.3 MBRemove lease.pdf',
      'electric-bill.pdfUnknown type · 47 KBRemove electric-bill.pdf',
    ]);
  });

  it.each<[string, () => GraphqlAnswer]>([
    ['the server answers false', () => graphqlData({ removeFile: false })],
    ['the server refuses', () => graphqlRefusal('FILE_NOT_FOUND', 'No such file.', 404)],
  ])('a removal drops the file at once, and brings it back when %s', async (_case, answer) => {
    const held = deferred();
    const { api, user } = renderPending(
      aRequest(),
      { ...noFiles, proofOfAddress: [leaseFile, billFile] },
      {
        handlers: {
          RemoveChangeRequestFile: async () => {
            await held.promise;
            return answer();
          },
        },
      },
    );
    const proofs = await screen.findByRole('region', { name: 'Proof of address' });
    await within(proofs).findByText('electric-bill.pdf', fileName);
    await user.click(within(proofs).getByRole('button', { name: 'Remove electric-bill.pdf' }));
    expect(within(proofs).queryByText('electric-bill.pdf', fileName)).toBeNull();
    expect(within(proofs).getByText('lease.pdf', fileName)).toBeVisible();
    held.resolve();
    expect(await within(proofs).findByRole('alert')).toHaveTextContent(
      fileProblemTexts.removeRefused('electric-bill.pdf'),
    );
    expect(
      within(proofs)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['lease.pdf', 'electric-bill.pdf']);
    expect(api.callsTo('RemoveChangeRequestFile')[0]?.variables).toEqual({ fileId: billFile.id });
  });

  it('a removal the server accepts stays removed and the list is read again', async () => {
    const { api, user, server } = renderPending(
      aRequest(),
      { ...noFiles, proofOfAddress: [billFile] },
      {
        handlers: {
          RemoveChangeRequestFile: () => {
            server.files = noFiles;
            return graphqlData({ removeFile: true });
          },
        },
      },
    );
    const proofs = await screen.findByRole('region', { name: 'Proof of address' });
    await user.click(await within(proofs).findByRole('button', { name: 'Remove electric-bill.pdf' }));
    expect(await within(proofs).findByText('No file added yet.')).toBeVisible();
    await vi.waitFor(() => expect(api.callsTo('GetChangeRequestFiles')).toHaveLength(2));
    expect(within(proofs).queryByRole('alert')).toBeNull();
  });

  it('an upload sets its own group refreshing, not the others, and clears it when the list is back', async () => {
    const held = deferred();
    const { uploads, server } = renderPending(aRequest({ codes: ['name', 'address'] }), noFiles, {
      upload: async ({ file }) => {
        await held.promise;
        const stored = aFile({ id: 610, fileName: file.name, byteSize: file.size });
        server.files = { ...noFiles, proofOfAddress: [stored] };
        return { status: 201, body: stored };
      },
    });
    const address = await screen.findByRole('region', { name: 'Proof of address' });
    const name = group('Proof of name');
    fireEvent.change(within(address).getByLabelText('Add a file to proof of address'), {
      target: { files: [pngFile('lease.png')] },
    });
    expect(address).toHaveAttribute('aria-busy', 'true');
    expect(within(address).getByText('Updating proof of address…')).toBeVisible();
    expect(within(address).getByLabelText('Add a file to proof of address')).toBeDisabled();
    expect(name).not.toHaveAttribute('aria-busy');
    expect(within(name).getByLabelText('Add a file to proof of name')).toBeEnabled();
    held.resolve();
    expect(await within(address).findByText('lease.png', fileName)).toBeVisible();
    await vi.waitFor(() => expect(address).not.toHaveAttribute('aria-busy'));
    expect(uploads.map((call) => call.url)).toEqual(['/api/v1/change-requests/41/files/proofOfAddress']);
  });

  it.each([
    [
      'FILE_TYPE_NOT_ACCEPTED',
      415,
      'We accept JPEG, PNG, HEIC and PDF files. Take a photo of the document or save it as a PDF, then upload it again.',
    ],
    [
      'FILE_TOO_LARGE',
      413,
      'This file is larger than 10 MB. Upload a smaller photo or scan (a lower resolution is fine as long as the text is readable).',
    ],
    [
      'PDF_ACTIVE_CONTENT',
      400,
      'This PDF contains scripts, which we do not accept for safety. Save it again as a plain PDF or upload a photo.',
    ],
  ])(
    'a refused upload (%s) is said beside its group in the server words, and the flag clears',
    async (code, status, words) => {
      renderPending(aRequest(), noFiles, {
        upload: () => ({ status, body: { errors: [{ message: words, extensions: { code } }] } }),
      });
      const address = await screen.findByRole('region', { name: 'Proof of address' });
      fireEvent.change(within(address).getByLabelText('Add a file to proof of address'), {
        target: { files: [pngFile('notes.txt')] },
      });
      expect(await within(address).findByRole('alert')).toHaveTextContent(words);
      expect(address).not.toHaveAttribute('aria-busy');
    },
  );
});

describe('submitting a pending request', () => {
  it('sends the fields as name and value pairs and then shows the request submitted', async () => {
    const request = aRequest();
    const submitted = { ...request, status: 'submitted' as const, submittedAt: '2026-11-21T10:00:00.000Z' };
    let latest = request;
    const { api, user } = renderPanel({
      overview: () => overviewOf(latest),
      files: () => graphqlData({ getFiles: { ...noFiles, proofOfAddress: [billFile] } }),
      handlers: {
        SubmitChangeRequest: () => {
          latest = submitted;
          return graphqlData({ submitChangeRequest: submitted });
        },
      },
    });
    await fillAddress(user);
    await screen.findByText('electric-bill.pdf', fileName);
    await user.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByText('Submitted November 21, 2026 — we are reviewing it')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit the request' })).toBeNull();
    expect(api.callsTo('SubmitChangeRequest')[0]?.variables).toEqual({
      id: request.id,
      data: [
        { fieldName: 'street', fieldValue: '500 Lake Road' },
        { fieldName: 'street2', fieldValue: '' },
        { fieldName: 'city', fieldValue: 'Madison' },
        { fieldName: 'state', fieldValue: 'WI' },
        { fieldName: 'zip', fieldValue: '53703' },
      ],
    });
  });

  it('checks the fields and the proofs before sending: each problem beside its place', async () => {
    const { api, user } = renderPending(aRequest(), noFiles);
    await user.click(await screen.findByRole('button', { name: 'Submit the request' }));
    const missing = changeRequestMessages.missingProof('proofOfAddress');
    expect(await within(group('Proof of address')).findByText(missing)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Street address' })).toHaveAccessibleDescription('Error: Required');
    expect(screen.getByRole('link', { name: `${missing}` })).toHaveAttribute('href', '#change-request-proofOfAddress');
    expect(api.callsTo('SubmitChangeRequest')).toHaveLength(0);
  });

  it('places the server field errors beside their fields and groups', async () => {
    const held = deferred();
    const { user } = renderPending(
      aRequest(),
      { ...noFiles, proofOfAddress: [billFile] },
      {
        handlers: {
          SubmitChangeRequest: async () => {
            await held.promise;
            return {
              status: 400,
              body: {
                errors: [
                  {
                    message: 'Please correct the fields shown.',
                    extensions: {
                      code: 'BAD_USER_INPUT',
                      fieldErrors: [
                        { field: 'zip', message: 'This ZIP code is not in Wisconsin' },
                        { field: 'proofOfAddress', message: 'Please add at least one file to proof of address' },
                      ],
                    },
                  },
                ],
              },
            };
          },
        },
      },
    );
    await fillAddress(user);
    await screen.findByText('electric-bill.pdf', fileName);
    await user.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    held.resolve();
    await screen.findByText('This ZIP code is not in Wisconsin');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(
      'Error: This ZIP code is not in Wisconsin',
    );
    expect(
      await within(group('Proof of address')).findByText('Please add at least one file to proof of address'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Street address' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Submit the request' })).toBeVisible();
  });

  it('a submit that could not reach the server says so and keeps the answers for a retry', async () => {
    const { user, api } = renderPending(
      aRequest(),
      { ...noFiles, proofOfAddress: [billFile] },
      {
        handlers: { SubmitChangeRequest: () => graphqlRefusal('INTERNAL_SERVER_ERROR', 'boom', 500) },
      },
    );
    await fillAddress(user);
    await screen.findByText('electric-bill.pdf', fileName);
    await user.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Madison');
    await user.click(screen.getByRole('button', { name: 'Submit the request' }));
    await vi.waitFor(() => expect(api.callsTo('SubmitChangeRequest')).toHaveLength(2));
  });
});
