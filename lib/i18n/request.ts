import { getRequestConfig } from 'next-intl/server';
import { isLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The site is Dutch: dates read in Amsterdam's time on the server and in the browser alike.
    timeZone: 'Europe/Amsterdam',
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
