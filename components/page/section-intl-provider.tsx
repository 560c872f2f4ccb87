'use client';

import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

type Messages = ReturnType<typeof useMessages>;

/**
 * next-intl's provider for a section: the root layout's messages (the chrome's, on every page)
 * plus the section's own namespaces, so each page sends only what its client components use and
 * nothing twice. A nested NextIntlClientProvider replaces its parent's messages, hence the merge.
 */
export function SectionIntlProvider({
  messages,
  children,
}: {
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  const parent = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...parent, ...messages }), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
