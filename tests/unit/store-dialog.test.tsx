import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import { LazyStoreDialog, type StoreRequest } from '@/components/grocery/lazy-store-dialog';
import type { StoreId } from '@/core/grocery/stores';
import { readPreferredStore, writePreferredStore } from '@/lib/client/preferred-store';
import { toast } from '@/lib/client/toast';
import type { Locale } from '@/core/locale';
import { installModalDialogs } from './dialog-support';
import { TestIntl } from './intl';

jest.mock('@/lib/client/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

installModalDialogs();
afterEach(() => {
  document.cookie = `preferredStore=; path=/; expires=${new Date(0).toUTCString()}`;
  jest.mocked(toast.success).mockReset();
});

/** A page with an opener button, as the account entry and the widget use the dialog. */
function Opener({ onConfirm }: { onConfirm?: (store: StoreId) => void }) {
  const [request, setRequest] = useState<StoreRequest | null>(null);
  return (
    <>
      <button type="button" onClick={() => setRequest({ onConfirm })}>
        Pick
      </button>
      <LazyStoreDialog request={request} onClosed={() => setRequest(null)} />
    </>
  );
}

async function openDialog({
  locale = 'en',
  onConfirm,
}: { locale?: Locale; onConfirm?: (store: StoreId) => void } = {}) {
  render(
    <TestIntl locale={locale}>
      <Opener onConfirm={onConfirm} />
    </TestIntl>,
  );
  const opener = screen.getByRole('button', { name: 'Pick' });
  opener.focus();
  fireEvent.click(opener);
  const texts = locale === 'en' ? en.Store : nl.Store;
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  return { opener, dialog, texts };
}

describe('the supermarket dialog', () => {
  it('opens with its title, subtitle and the four stores; Save waits for a choice', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Checkout');
    const group = within(dialog).getByRole('radiogroup', {
      name: 'Choose your preferred supermarket',
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'albert-heijn',
      'jumbo',
      'plus',
      'coop',
    ]);
    for (const name of ['Albert Heijn', 'Jumbo', 'Plus', 'Coop']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    // Focus starts in the group, and nothing can be cleared yet.
    expect(radios[0]).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Clear choice' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('is in Dutch on a Dutch page', async () => {
    const { dialog } = await openDialog({ locale: 'nl' });
    expect(dialog).toHaveAccessibleName('Kies je favoriete supermarkt');
    expect(dialog).toHaveAccessibleDescription('Afrekenen');
    expect(within(dialog).getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('Save keeps the choice, says so, runs the callback and gives focus back', async () => {
    const onConfirm = jest.fn();
    const { dialog, opener } = await openDialog({ onConfirm });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Jumbo' }));
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(readPreferredStore()).toBe('jumbo');
    expect(toast.success).toHaveBeenCalledWith('Supermarket saved');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledWith('jumbo');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('opens on the saved store, and can clear it', async () => {
    writePreferredStore('plus');
    const onConfirm = jest.fn();
    const { dialog } = await openDialog({ onConfirm });
    const plus = within(dialog).getByRole('radio', { name: 'Plus' });
    expect(plus).toBeChecked();
    expect(plus).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear choice' }));
    expect(readPreferredStore()).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Supermarket choice cleared');
    expect(plus).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Clear choice' })).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape closes without saving and gives focus back', async () => {
    const onConfirm = jest.fn();
    const { dialog, opener } = await openDialog({ onConfirm });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Coop' }));
    act(() => {
      fireEvent.keyDown(within(dialog).getByRole('radio', { name: 'Coop' }), { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPreferredStore()).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('the close button leaves the saved store as it was', async () => {
    writePreferredStore('albert-heijn');
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Jumbo' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readPreferredStore()).toBe('albert-heijn');
  });
});
