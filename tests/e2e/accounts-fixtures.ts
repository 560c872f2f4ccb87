import { test as base } from '@playwright/test';
import { startOidcProvider, type OidcHarness } from '../support/oidc-provider';
import { startMailCatcher, type MailCatcher } from '../support/smtp';
import { E2E_ACCOUNTS } from './accounts-env';

/**
 * The real services the account journeys need, started once per test worker on the loopback
 * ports the web server was configured with (playwright.config.ts): an SMTP server that catches
 * the sign-in mail and an OpenID provider standing in for Google and Facebook.
 */
export const test = base.extend<object, { mail: MailCatcher; oidc: OidcHarness }>({
  mail: [
    async ({}, use) => {
      const catcher = await startMailCatcher(E2E_ACCOUNTS.smtpPort);
      await use(catcher);
      await catcher.close();
    },
    { scope: 'worker' },
  ],
  oidc: [
    async ({}, use) => {
      const provider = await startOidcProvider({
        port: E2E_ACCOUNTS.oidcPort,
        clients: [...E2E_ACCOUNTS.clients],
        accounts: E2E_ACCOUNTS.socialAccounts,
        claimsInIdToken: true,
      });
      await use(provider);
      await provider.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
