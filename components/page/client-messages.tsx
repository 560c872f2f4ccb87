import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/api/contract';
import { clientMessages } from '@/lib/i18n/client-messages';

/**
 * Hands the browser the messages of a section's client components (and the global ones). Used
 * by section layouts, so the section's pages, loading and error views all have them.
 */
export async function ClientMessages({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider messages={clientMessages(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
