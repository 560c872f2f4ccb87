import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/api/contract';
import { clientMessages } from '@/lib/i18n/client-messages';
import { isLocale } from '@/lib/i18n/routing';

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

/**
 * A section's layout that only hands over its client messages:
 * `export default sectionMessagesLayout(['Home'])` in the section's layout.tsx.
 */
export function sectionMessagesLayout(namespaces: readonly string[]) {
  return async function SectionMessagesLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ locale: string }>;
  }) {
    const { locale } = await params;
    if (!isLocale(locale)) notFound();
    setRequestLocale(locale);
    return (
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    );
  };
}
