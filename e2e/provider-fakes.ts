import type { Page, Route } from '@playwright/test';
import { plaidOAuthReturnPath } from '@waypoint/domain/bank-linking/plaid-oauth-return';
import type { PlaidStandIn } from '../apps/server/src/testing/stand-ins/plaid-stand-in.js';

/**
 * The third-party scripts the web loads when its providers are real
 * (decision 038), answered in the page by small fakes with each vendor's
 * documented shape, so a spec runs against stand-ins with no outside call:
 * Google's reCAPTCHA v3 (grecaptcha.ready, grecaptcha.execute) and Plaid's
 * Link (Plaid.create → { open, exit, destroy, submit }).
 */
export const plaidScriptUrl = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
export const googleRecaptchaScript = 'https://www.google.com/recaptcha/api.js';

/** The fake Link, run in the page in place of Plaid's script; `publicToken` is one the stand-in minted. */
function fakePlaidLink(publicToken: string, returnPath: string) {
  interface Config {
    token: string | null;
    receivedRedirectUri?: string;
    onSuccess(token: string, metadata: object): void;
    onExit(error: object | null, metadata: object): void;
    onEvent(name: string, metadata: object): void;
    onLoad?(): void;
  }
  const session = { link_session_id: `fake-session-${Date.now()}`, request_id: 'fake-request' };
  const event = (config: Config, name: string, more: object = {}) =>
    config.onEvent(name, {
      ...session,
      institution_name: null,
      exit_status: null,
      error_code: null,
      timestamp: new Date().toISOString(),
      ...more,
    });
  const harbor = { name: 'Harbor Credit Union', institution_id: 'ins_harbor' };
  const succeed = (config: Config) => {
    event(config, 'HANDOFF', { institution_name: harbor.name });
    config.onSuccess(publicToken, { ...session, institution: harbor, accounts: [] });
  };
  (window as unknown as { Plaid: object }).Plaid = {
    create(config: Config) {
      let overlay: HTMLElement | null = null;
      const close = () => {
        overlay?.remove();
        overlay = null;
      };
      setTimeout(() => config.onLoad?.(), 0);
      return {
        open() {
          event(config, 'OPEN');
          if (config.receivedRedirectUri?.includes('oauth_state_id=')) {
            // Back from the bank: Link resumes the session and finishes it.
            event(config, 'TRANSITION_VIEW');
            return succeed(config);
          }
          overlay = document.createElement('div');
          overlay.setAttribute('role', 'dialog');
          overlay.setAttribute('aria-label', 'Plaid Link (fake)');
          Object.assign(overlay.style, {
            position: 'fixed',
            inset: '10% 20%',
            background: 'white',
            border: '2px solid #111',
            padding: '16px',
            zIndex: '2147483647',
          });
          const title = document.createElement('p');
          title.textContent = 'Fake Plaid Link: select your bank';
          overlay.append(title);
          const button = (label: string, onClick: () => void) => {
            const element = document.createElement('button');
            element.type = 'button';
            element.textContent = label;
            element.addEventListener('click', onClick);
            overlay?.append(element);
          };
          button(harbor.name, () => {
            event(config, 'SELECT_INSTITUTION', { institution_name: harbor.name });
            close();
            succeed(config);
          });
          button('OAuth Bank', () => {
            event(config, 'SELECT_INSTITUTION', { institution_name: 'OAuth Bank' });
            event(config, 'OPEN_OAUTH', { institution_name: 'OAuth Bank' });
            // The bank's page would redirect to the link token's redirect_uri with its state.
            window.location.assign(`${returnPath}?oauth_state_id=fake-oauth-state`);
          });
          button('Exit', () => {
            event(config, 'EXIT', { exit_status: 'institution_not_found' });
            close();
            config.onExit(null, { ...session, institution: null, status: 'institution_not_found' });
          });
          document.body.append(overlay);
        },
        exit() {
          close();
        },
        destroy() {
          close();
        },
        submit() {},
      };
    },
  };
}

/** Serves the fake Link for Plaid's script, with a fresh public token each time a page loads it. */
export async function fakePlaidScript(page: Page, standIn: PlaidStandIn): Promise<string[]> {
  const served: string[] = [];
  await page.route(plaidScriptUrl, async (route: Route) => {
    const publicToken = await standIn.createPublicToken('ins_harbor');
    served.push(publicToken);
    const body = `(${fakePlaidLink.toString()})(${JSON.stringify(publicToken)}, ${JSON.stringify(plaidOAuthReturnPath)});`;
    await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body });
  });
  return served;
}

/** Answers Google's script with a fake whose tokens carry `score`; returns the script URLs the page asked for. */
export async function fakeGoogleScript(page: Page, score: string): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${googleRecaptchaScript}?**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { setTimeout(callback, 0); },
        execute: function (siteKey, options) {
          var nonce = Math.random().toString(36).slice(2, 12);
          return Promise.resolve('stand-in:' + options.action + ':${score}:' + nonce);
        }
      };`,
    });
  });
  return requested;
}
