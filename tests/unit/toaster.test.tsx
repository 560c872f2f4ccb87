/**
 * The chrome's toasts, through sonner: top centre, 3 s, a close button, at most three, news
 * polite and failures as alerts; sonner loads at the first toast, or at the user's first press or key.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

import { Toaster } from '@/components/ui/toaster';
import { TOAST_DURATION_MS, toast } from '@/lib/client/toast';

const load = () => ({ Toaster, toast, TOAST_DURATION_MS });

const region = () => screen.findByRole('region', { name: /^Notifications/ });

describe('toaster', () => {
  it('has no toast area, and no sonner, until the first toast', async () => {
    const { Toaster, toast } = load();
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => toast.success('Saved recipe to bookmarks'));
    const area = await region();
    expect(await within(area).findByText('Saved recipe to bookmarks')).toBeInTheDocument();
    // Top centre (spec §2).
    expect(area.querySelector('[data-y-position="top"][data-x-position="center"]')).not.toBeNull();
  });

  it('puts the toast area in place at the first press, before any toast', async () => {
    const { Toaster } = load();
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    expect(screen.queryByRole('region')).toBeNull();
    fireEvent.pointerDown(document.body);
    const area = await region();
    expect(area).toHaveAttribute('aria-live', 'polite');
    expect(area.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('announces news politely and a failure as an alert', async () => {
    const { Toaster, toast } = load();
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    act(() => toast.success('Removed recipe from bookmarks'));
    act(() => toast.error('Sharing not supported on this device'));
    const area = await region();
    expect(area).toHaveAttribute('aria-live', 'polite');
    expect(await within(area).findByRole('alert')).toHaveTextContent(
      'Sharing not supported on this device',
    );
    expect(
      within(area).getByText('Removed recipe from bookmarks').closest('[role="alert"]'),
    ).toBeNull();
  });

  it('closes after 3 s, or at once with its close button', async () => {
    const { Toaster, toast, TOAST_DURATION_MS } = load();
    expect(TOAST_DURATION_MS).toBe(3000);
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    act(() => toast.success('One'));
    const area = await region();
    await within(area).findByText('One');
    const started = Date.now();
    await act(() => new Promise((resolve) => setTimeout(resolve, TOAST_DURATION_MS - 600)));
    expect(within(area).getByText('One')).toBeInTheDocument();
    await screen.findByRole('region', { name: /^Notifications/ });
    await waitUntilGone(() => within(area).queryByText('One'), 3000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TOAST_DURATION_MS - 100);

    act(() => toast.error('Two', { duration: 10_000 }));
    const two = await within(area).findByText('Two');
    const item = two.closest('[data-sonner-toast]') as HTMLElement;
    fireEvent.click(within(item).getByRole('button', { name: 'Close notification' }));
    await waitUntilGone(() => within(area).queryByText('Two'), 1000);
  }, 15_000);

  it('shows at most three at once, the newest', async () => {
    const { Toaster, toast } = load();
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    act(() => ['a', 'b', 'c', 'd'].forEach((text) => toast.success(text)));
    const area = await region();
    await within(area).findByText('d');
    const visible = [...area.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map(
      (el) => el.textContent,
    );
    expect(visible).toEqual(expect.arrayContaining(['d', 'c', 'b']));
    expect(visible).toHaveLength(3);
  });
});

async function waitUntilGone(query: () => Element | null, withinMs: number) {
  const until = Date.now() + withinMs;
  while (query() && Date.now() < until) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  expect(query()).toBeNull();
}
