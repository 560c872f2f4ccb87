import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { TOAST_DURATION_MS, getToasts, toast } from '@/lib/client/toast';

// A toast's own code loads with the first toast (React.lazy): let that import settle.
const loaded = () =>
  act(async () => {
    await import('@/components/ui/toast-item');
  });

describe('toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('announces a success as status and an error as alert, in a labelled region', async () => {
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    act(() => void toast.success('Saved recipe to bookmarks'));
    act(() => void toast.error('Sharing not supported on this device'));
    await loaded();
    expect(screen.getByRole('status')).toHaveTextContent('Saved recipe to bookmarks');
    expect(screen.getByRole('alert')).toHaveTextContent('Sharing not supported on this device');
  });

  it('closes after 3 s, or at once with its close button', async () => {
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    act(() => void toast.success('One'));
    await loaded();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('One')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('One')).toBeNull();

    act(() => void toast.error('Two', { duration: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Two')).toBeNull();
  });

  it('keeps at most three at once, the newest', async () => {
    render(<Toaster label="Notifications" closeLabel="Close notification" />);
    act(() => ['a', 'b', 'c', 'd'].forEach((text) => toast.success(text)));
    await loaded();
    expect(getToasts().map((t) => t.text)).toEqual(['b', 'c', 'd']);
    expect(screen.queryByText('a')).toBeNull();
  });
});
