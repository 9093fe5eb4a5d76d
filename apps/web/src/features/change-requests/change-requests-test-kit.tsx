import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { SessionContext, type SessionApi } from '../../lib/session/session-context';
import { fakeGraphqlServer, graphqlData, type GraphqlAnswer, type GraphqlHandler } from '../../testing/fake-graphql';
import type { ChangeRequest, ChangeRequestFile, ChangeRequestFiles } from './api/change-requests-api';
import { ChangeRequestsPanel } from './change-requests-panel';

/** The change-requests panel in the DOM tier: fixture requests and files, the panel behind a fake API. */
export const uuid = 'user-0001';

export const aRequest = (overrides: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 41,
  status: 'pending',
  codes: ['address'],
  submittedAt: '',
  createdAt: '2026-11-20T09:00:00.000Z',
  closedAt: null,
  declineReason: null,
  ...overrides,
});

export const aFile = (overrides: Partial<ChangeRequestFile> = {}): ChangeRequestFile => ({
  id: 501,
  fileName: 'electric-bill.pdf',
  fileType: 'proofOfAddress',
  contentType: 'application/pdf',
  byteSize: 48_000,
  version: 1,
  uploadedAt: '2026-11-20T09:05:00.000Z',
  ...overrides,
});

export const noFiles: ChangeRequestFiles = { proofOfName: [], proofOfAddress: [], proofOfSCRA: [] };

const session = (id: string): SessionApi => ({
  status: 'loggedIn',
  user: {
    id,
    firstName: 'Ana',
    lastName: 'Mover',
    email: 'ana@example.com',
    role: 'user',
    inviteCode: 'ANA123',
    isCardHolder: false,
  },
  revalidate: async () => undefined,
  refreshUser: async () => undefined,
  expire: () => undefined,
  signOut: async () => undefined,
});

/** One upload the page sent: where to, and the file. */
export interface UploadCall {
  url: string;
  file: File;
}

export type UploadHandler = (call: UploadCall) => GraphqlAnswer | Promise<GraphqlAnswer>;

/**
 * XMLHttpRequest as the upload uses it (open, headers, send a FormData,
 * onload), answered by `handler`: the DOM has no server to post to.
 */
function fakeUploads(handler: UploadHandler) {
  const calls: UploadCall[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      if (!(file instanceof File)) throw new Error('the upload sent no part named file');
      const call = { url: this.url, file };
      calls.push(call);
      void Promise.resolve(handler(call)).then((answer) => {
        this.status = answer.status ?? 201;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  return { FakeXhr, calls };
}

export interface PanelSetup {
  overview?: () => GraphqlAnswer;
  history?: () => GraphqlAnswer;
  files?: () => GraphqlAnswer;
  handlers?: Record<string, GraphqlHandler>;
  upload?: UploadHandler;
}

/** The overview answer for a latest request (or none), with an address on file. */
export const overviewOf = (latest: ChangeRequest | null, currentAddress = '') =>
  graphqlData({ getChangeRequest: { changeRequestData: latest, currentAddress } });

export function renderPanel(setup: PanelSetup = {}) {
  const api = fakeGraphqlServer({
    GetChangeRequest: setup.overview ?? (() => overviewOf(null)),
    MyChangeRequests: setup.history ?? (() => graphqlData({ myChangeRequests: [] })),
    GetChangeRequestFiles: setup.files ?? (() => graphqlData({ getFiles: noFiles })),
    ...setup.handlers,
  });
  const uploads = fakeUploads(setup.upload ?? (({ file }) => ({ status: 201, body: aFile({ fileName: file.name }) })));
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('XMLHttpRequest', uploads.FakeXhr);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SessionContext value={session(uuid)}>
        <ChangeRequestsPanel />
      </SessionContext>
    </QueryClientProvider>,
  );
  return { api, uploads: uploads.calls, user, view };
}

export const pngFile = (name = 'lease.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
