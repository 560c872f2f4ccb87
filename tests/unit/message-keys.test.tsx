/**
 * Message keys are type-checked in client components as on the server (global.d.ts declares the
 * messages to next-intl): the misspelt keys below carry `@ts-expect-error`, so `npm run typecheck`
 * fails if a wrong key were ever accepted, and at run time they show as their key.
 */
import { render, screen } from '@testing-library/react';
import { useTranslations } from 'next-intl';
import { TestIntl } from './intl';

function Texts() {
  const t = useTranslations('Recipe');
  const root = useTranslations();
  return (
    <>
      <p>{t('servings', { count: 2 })}</p>
      <p>{root('Common.back')}</p>
      <p>
        {
          // @ts-expect-error: 'servigns' is not a key of Recipe.
          t('servigns', { count: 2 })
        }
      </p>
      <p>
        {
          // @ts-expect-error: there is no namespace 'Recipes.nope'.
          root('Recipes.nope')
        }
      </p>
    </>
  );
}

// @ts-expect-error: 'Recipez' is not a namespace.
const useMisspeltNamespace = () => useTranslations('Recipez');

test('keys that exist translate; misspelt ones fail the type check and show their key', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <TestIntl>
      <Texts />
    </TestIntl>,
  );
  expect(screen.getByText('2 servings')).toBeInTheDocument();
  expect(screen.getByText('Back')).toBeInTheDocument();
  expect(screen.getByText('Recipe.servigns')).toBeInTheDocument();
  expect(screen.getByText('Recipes.nope')).toBeInTheDocument();
  expect(typeof useMisspeltNamespace).toBe('function');
  error.mockRestore();
});
