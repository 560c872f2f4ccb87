import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestIntl } from './intl';
import { SiteAccessForm } from '@/components/site-access/site-access-form';
import type { SiteAccessAction, SiteAccessState } from '@/components/site-access/constants';

function renderForm(action: SiteAccessAction) {
  render(
    <TestIntl locale="en">
      <SiteAccessForm action={action} locale="en" />
    </TestIntl>,
  );
  return {
    input: () => screen.getByLabelText('Password') as HTMLInputElement,
    submit: () => screen.getByRole('button'),
  };
}

/** A promise the test settles by hand, to observe the pending state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SiteAccessForm', () => {
  it('is a labelled, required, focused password field', () => {
    const { input, submit } = renderForm(jest.fn());
    expect(input()).toHaveAttribute('type', 'password');
    expect(input()).toBeRequired();
    expect(input()).toHaveFocus();
    expect(submit()).toHaveTextContent('Enter site');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the password when it is empty, without calling the server', async () => {
    const action = jest.fn<ReturnType<SiteAccessAction>, Parameters<SiteAccessAction>>();
    const { input, submit } = renderForm(action);
    fireEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter the password.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAttribute('aria-describedby', alert.id);
    expect(action).not.toHaveBeenCalled();
  });

  it('shows a pending state, then the error with the field cleared on a wrong password', async () => {
    const answer = deferred<SiteAccessState>();
    const action = jest.fn<ReturnType<SiteAccessAction>, Parameters<SiteAccessAction>>(
      () => answer.promise,
    );
    const { input, submit } = renderForm(action);
    fireEvent.change(input(), { target: { value: 'wrong-password' } });
    fireEvent.click(submit());

    // Pending: the button says so and cannot be pressed twice.
    await waitFor(() => expect(submit()).toHaveTextContent('Verifying...'));
    expect(submit()).toBeDisabled();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![1].get('password')).toBe('wrong-password');

    await act(async () => answer.resolve({ error: 'incorrect', attempt: 1 }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect password. Please try again.');
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-describedby', alert.id);
    expect(submit()).toHaveTextContent('Enter site');
    expect(submit()).toBeEnabled();
  });

  it('announces a repeated wrong entry again and keeps the field empty', async () => {
    const action = jest.fn<ReturnType<SiteAccessAction>, Parameters<SiteAccessAction>>(
      async (previous) => ({ error: 'incorrect', attempt: previous.attempt + 1 }),
    );
    const { input, submit } = renderForm(action);
    for (const attempt of ['first', 'second']) {
      fireEvent.change(input(), { target: { value: attempt } });
      fireEvent.click(submit());
      await waitFor(() => expect(action).toHaveBeenCalledTimes(attempt === 'first' ? 1 : 2));
      await screen.findByRole('alert');
      await waitFor(() => expect(input()).toHaveValue(''));
    }
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends the password and the locale to the server action', async () => {
    // On success the real action sets the cookie and redirects, so it never settles here.
    const action = jest.fn<ReturnType<SiteAccessAction>, Parameters<SiteAccessAction>>(
      () => new Promise<SiteAccessState>(() => {}),
    );
    const { input, submit } = renderForm(action);
    fireEvent.change(input(), { target: { value: 'open sesame' } });
    fireEvent.click(submit());
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const [previous, formData] = action.mock.calls[0]!;
    expect(previous).toEqual({ error: null, attempt: 0 });
    expect(formData.get('password')).toBe('open sesame');
    expect(formData.get('locale')).toBe('en');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
