import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccountScreen } from '@/components/account/account-screen';
import { readPreferredStore, writePreferredStore } from '@/lib/client/preferred-store';
import { installModalDialogs } from './dialog-support';
import { TestIntl } from './intl';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}`} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }),
}));
jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installModalDialogs();
afterEach(() => {
  document.cookie = `preferredStore=; path=/; expires=${new Date(0).toUTCString()}`;
});

const USER = {
  name: 'Ann de Vries',
  username: 'ann-de-vries',
  image: null,
  role: 'user',
  creatorSlug: null,
} as const;

function renderAccount(locale: 'en' | 'nl' = 'en') {
  render(
    <TestIntl locale={locale}>
      <AccountScreen user={USER} showCreatorSwitch={false} />
    </TestIntl>,
  );
  const entries = screen.getByRole('navigation', {
    name: locale === 'en' ? 'Account options' : 'Accountopties',
  });
  return within(entries);
}

describe('Account → My Supermarket', () => {
  it("says 'Not chosen yet' until a store is chosen, then shows the store's logo", async () => {
    const entries = renderAccount();
    const entry = entries.getByRole('button', { name: /My Supermarket/ });
    expect(entry).toHaveTextContent('Not chosen yet');
    expect(within(entry).queryByRole('img')).toBeNull();

    // A click focuses the button (as browsers do), then opens the dialog.
    entry.focus();
    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose your preferred supermarket',
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Albert Heijn' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(readPreferredStore()).toBe('albert-heijn');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(entry).getByRole('img', { name: 'Albert Heijn logo' })).toHaveTextContent('AH');
    expect(entry).not.toHaveTextContent('Not chosen yet');
    expect(entry).toHaveFocus();
  });

  it('shows a store chosen earlier (in Dutch too), and follows a clear in the dialog', async () => {
    writePreferredStore('jumbo');
    const entries = renderAccount('nl');
    const entry = entries.getByRole('button', { name: /Mijn supermarkt/ });
    expect(within(entry).getByRole('img', { name: 'Logo van Jumbo' })).toBeInTheDocument();

    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Kies je favoriete supermarkt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keuze wissen' }));
    expect(entry).toHaveTextContent('Nog niet gekozen');
    expect(within(entry).queryByRole('img')).toBeNull();
  });
});
