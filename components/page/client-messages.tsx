import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/core/locale';
import { sectionMessages } from '@/lib/i18n/client-messages';
import { pageLocale, type LocaleLayoutProps } from '@/lib/i18n/page';
import { SectionIntlProvider } from './section-intl-provider';

/**
 * Hands the browser the messages of a section's client components, on top of the global ones
 * the root layout sends. Used by section layouts, so the section's pages, loading and error
 * views all have them.
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
    <SectionIntlProvider messages={sectionMessages(messages, namespaces)}>
      {children}
    </SectionIntlProvider>
  );
}

/**
 * A section's layout that only hands over its client messages:
 * `export default sectionMessagesLayout(['Home'])` in the section's layout.tsx.
 */
export function sectionMessagesLayout(namespaces: readonly string[]) {
  return async function SectionMessagesLayout({ children, params }: LocaleLayoutProps) {
    const locale = await pageLocale(params);
    return (
      <ClientMessages locale={locale} namespaces={namespaces}>
        {children}
      </ClientMessages>
    );
  };
}
