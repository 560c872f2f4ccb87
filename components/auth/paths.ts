/**
 * The account screens' paths and the small rules about e-mail addresses in them (spec §2, §5).
 * Hrefs are locale-less, for next-intl's Link and router (lib/i18n/navigation.ts). Pure: used on
 * the server and in the browser.
 */
import type { SocialProvider } from '@/core/contract/auth';
import type { Locale } from '@/core/locale';
import { localePath } from '@/lib/routes';

/** RFC 5321's limit; longer input is no address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Spec §5: the e-mail is required; its format rule is not shown, so the check is the usual
 * something@something.tld without spaces. The API validates it properly.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Spec §2: verify/{token} treats the token as an e-mail address only if it has '@' and a dot. */
export function emailFromToken(token: string): string | null {
  let value = token;
  // Next hands params over decoded; a link that encoded '@' twice still reads as an address.
  if (value.includes('%')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      // Not an encoding: keep the token as it is.
    }
  }
  value = value.trim();
  if (value.length > EMAIL_MAX_LENGTH) return null;
  return value.includes('@') && value.includes('.') ? value : null;
}

/** '@' is allowed in a path segment: the address stays readable in the bar, like the mail's link. */
const emailSegment = (email: string) => encodeURIComponent(email).replace(/%40/g, '@');

export const authRoutes = {
  account: () => '/account',
  settings: () => '/account/settings',
  signIn: () => '/account/signin',
  signUp: (email?: string) =>
    `/account/signup${email ? `?${new URLSearchParams({ e: email }).toString()}` : ''}`,
  verify: (email: string) => `/account/verify/${emailSegment(email)}`,
  social: () => '/account/social',
  /** The creator studio (issue 24): what 'Manage Food Creator Profile' opens. */
  studio: () => '/account/creator',
  studioRecipe: (id: number) => `/account/creator/recipes/${id}`,
  /** A collection in the studio's editor; `new` for one not saved yet. */
  studioCollection: (id: number | 'new') => `/account/creator/collections/${id}`,
  /** The creator's profile and site in the studio. */
  studioProfile: () => '/account/creator/profile',
  /** 'Become a creator' (issue 25 item 5): the application, or where it stands. */
  becomeCreator: () => '/account/become-creator',
  /** The editor console (issue 25): the editors' pages. */
  editor: () => '/account/editor',
  /** One of the editors' pages in one language, in the console's editor. */
  editorPage: (page: string, locale: string) => `/account/editor/${page}/${locale}`,
};

/**
 * The social login's start (spec §7): a browser redirect to the backend, which returns to
 * `{origin}/{locale}/account/social` with a login token in the fragment.
 */
export function socialLoginHref(provider: SocialProvider, origin: string, locale: Locale): string {
  const redirectUrl = `${origin}${localePath(locale, authRoutes.social())}`;
  return `/v1/login/${provider}/redirect?${new URLSearchParams({ redirectUrl }).toString()}`;
}
