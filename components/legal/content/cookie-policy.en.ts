import { COOKIE_NAMES as C, LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor('Cookie Policy', (creator) => `Cookie Policy – ${creator} on Zesty`);

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title,
  summary:
    'Zesty uses only functional cookies. Here you find each cookie, what it does and how long it lasts.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'A cookie is a small text file that a website stores in your browser. This policy lists every cookie Zesty uses, on the main site and on creators’ white-label sites.',
    ),
  ],
  sections: [
    {
      id: 'functional-only',
      heading: '1. Only functional cookies',
      blocks: [
        p(
          strong('Zesty uses only functional cookies. '),
          'They remember your language, your bookmarks and your sign-in, and the site does not work properly without them. We use no advertising cookies, no tracking cookies and no cookies from social networks. Because functional cookies are exempt from the consent requirement in the Dutch Telecommunications Act, we do not show a cookie banner.',
        ),
        p(
          'We keep anonymous usage statistics only, and we collect them without cookies: nothing is stored in your browser for them and they cannot be traced back to you.',
        ),
      ],
    },
    {
      id: 'list',
      heading: '2. The cookies we use',
      blocks: [
        {
          kind: 'table',
          caption: 'Cookies set by Zesty, with their purpose and lifetime',
          head: ['Cookie', 'Purpose', 'Lifetime'],
          codeRowHeads: true,
          rows: [
            [C.locale, 'Remembers your language (English or Dutch).', '30 days'],
            [
              C.bookmarks,
              'Remembers the recipes you bookmarked, also when you are not signed in.',
              '30 days',
            ],
            [C.orders, 'Remembers the recipes you marked as ordered.', '30 days'],
            [
              C.preferredStore,
              'Remembers your preferred supermarket (Albert Heijn, Jumbo, Plus or Coop) for ordering groceries.',
              '30 days',
            ],
            [
              C.siteAccess,
              'Remembers that you entered the password of a password-protected site. Only set when such protection is switched on.',
              '7 days',
            ],
            [
              C.accessToken,
              'Keeps you signed in: it tells our server who you are. Scripts in your browser cannot read it.',
              'Until the token expires (short-lived), at most 120 days',
            ],
            [
              C.refreshToken,
              'Renews your sign-in when the access token has expired, so you do not need a new code every visit. Scripts in your browser cannot read it.',
              'Until the token expires, at most 120 days',
            ],
            [
              C.user,
              'Your name, username and profile picture, so the site can show that you are signed in.',
              '120 days',
            ],
          ],
        },
        p(
          'All of these are first-party cookies: they are set by Zesty and sent only to Zesty. When you sign out, we delete the sign-in cookies straight away.',
        ),
      ],
    },
    {
      id: 'widget',
      heading: '3. The grocery-ordering widget',
      blocks: [
        p(
          'When you order groceries, the ordering widget is loaded from our grocery-ordering partner and the order is completed with the supermarket you choose. What they store to complete your order is covered by their own cookie and privacy policies.',
        ),
      ],
    },
    {
      id: 'manage',
      heading: '4. Deleting cookies',
      blocks: [
        p(
          'You can see and delete cookies in your browser settings at any time. If you delete or block Zesty’s cookies, you will be signed out, your language choice, bookmarks and preferred supermarket on that device are forgotten, and parts of the site may no longer work.',
        ),
        ul(
          'Bookmarks you saved while signed in are kept as favourites in your account.',
          'Bookmarks you saved without an account exist only in the cookie.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: '5. Changes and contact',
      blocks: [
        p(
          'If we ever want to use cookies that are not functional, we will update this policy first and ask for your consent where the law requires it. How we handle personal data is explained in our ',
          link('Privacy Policy', '/legal/privacy-policy'),
          '. Questions: ',
          mail,
          '.',
        ),
      ],
    },
  ],
};
