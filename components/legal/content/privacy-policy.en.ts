import { LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor(
  'Privacy Policy',
  (creator) => `Privacy Policy – ${creator} on Zesty`,
);

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title,
  summary:
    'Which personal data Zesty processes, why, on which legal basis, how long we keep it and which rights you have.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'Zesty is a recipe marketplace: home cooks discover, bookmark and shop recipes, and food creators publish them, on Zesty and on their own white-label site. We collect as little personal data as we can. This policy explains what we do with it, in line with the General Data Protection Regulation (GDPR).',
    ),
  ],
  sections: [
    {
      id: 'controller',
      heading: '1. Who is responsible',
      blocks: [
        p(
          'Zesty is the controller of the personal data described in this policy. This applies to the main Zesty site and to every creator site that Zesty hosts on its own subdomain. Creators do not receive the personal data of the visitors of their site.',
        ),
        p('For any question about privacy, write to ', mail, '.'),
      ],
    },
    {
      id: 'data',
      heading: '2. Which data we process',
      blocks: [
        ul(
          [
            strong('Account data: '),
            'your name, e-mail address and username, and a profile picture if you sign in with Google or Facebook.',
          ],
          [
            strong('Sign-in data: '),
            'one-time codes that we e-mail to you (stored only in hashed form, valid for a short time and usable once) and the sign-in tokens kept in cookies on your device.',
          ],
          [
            strong('Data from Google or Facebook: '),
            'if you choose to sign in with one of them, we receive your name, e-mail address and profile picture. We never receive your password and we never post anything on your behalf.',
          ],
          [
            strong('Your choices in Zesty: '),
            'the recipes you bookmark (favourites), the recipes you mark as ordered and your preferred supermarket.',
          ],
          [
            strong('Creator data: '),
            'if you are a food creator, your public profile, recipes, collections and social links, which we publish because that is what you asked us to do.',
          ],
          [
            strong('Security data: '),
            'your IP address, used briefly to limit the number of sign-in attempts and protect accounts from abuse.',
          ],
        ),
        p(
          strong('Anonymous usage statistics only. '),
          'We count page views and similar events in aggregate so we can improve Zesty. These statistics are anonymous: they contain no names, e-mail addresses or full IP addresses, use no cookies, and are never used to build a profile of you or to follow you across other websites.',
        ),
        p(
          'We do not sell personal data, we do not show personalised advertising and we do not process special categories of personal data such as health data.',
        ),
      ],
    },
    {
      id: 'purposes',
      heading: '3. Why we process it and on which legal basis',
      blocks: [
        {
          kind: 'table',
          caption: 'Purposes and legal bases (Article 6(1) GDPR)',
          head: ['Purpose', 'Data', 'Legal basis'],
          rows: [
            [
              'Creating your account and signing you in',
              'Account data, sign-in data, data from Google or Facebook',
              'Performance of our agreement with you (the Terms of Use)',
            ],
            [
              'Saving your favourites, orders and preferred supermarket',
              'Your choices in Zesty',
              'Performance of our agreement with you',
            ],
            [
              'Publishing recipes and running a creator’s white-label site',
              'Creator data',
              'Performance of our agreement with the creator',
            ],
            [
              'Keeping Zesty secure and preventing abuse',
              'Security data, sign-in data',
              'Our legitimate interest in a safe service',
            ],
            [
              'Improving Zesty',
              'Anonymous usage statistics (no personal data)',
              'Not applicable: the statistics are anonymous',
            ],
            [
              'Answering your questions and rights requests',
              'Your e-mail address and the content of your message',
              'Our legal obligations under the GDPR and our legitimate interest in helping you',
            ],
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: '4. Who receives your data',
      blocks: [
        p(
          'We only share personal data where that is needed for the purposes above, and only with:',
        ),
        ul(
          'our hosting and e-mail providers, who process data on our behalf under a data processing agreement and may not use it for anything else;',
          'Google or Facebook, only if you choose to sign in with them (their own privacy policies apply to what happens on their side);',
          'the grocery-ordering partner and the supermarket you choose (Albert Heijn, Jumbo, Plus or Coop), only when you order groceries for a recipe. The ordering widget is provided by that partner; the order itself, payment and delivery are handled by the supermarket under its own privacy policy;',
          'authorities, only where the law obliges us to.',
        ),
        p(
          'Where a provider processes data outside the European Economic Area, we rely on an adequacy decision of the European Commission (such as the EU–US Data Privacy Framework) or on the European Commission’s standard contractual clauses.',
        ),
      ],
    },
    {
      id: 'retention',
      heading: '5. How long we keep your data',
      blocks: [
        ul(
          'Your account data for as long as you have an account.',
          [
            strong('Inactive accounts: '),
            `if you have not signed in for ${F.inactivityReminderYears} years, we send you a reminder by e-mail. If you still do not sign in, we delete your account ${F.deletionAfterReminderMonths} months after that reminder.`,
          ],
          [
            strong('Deleted accounts: '),
            `when your account is deleted, by you or by us, we keep its data for ${F.deletedAccountRetentionDays} days (so a mistake can be put right) and then erase it permanently.`,
          ],
          'One-time sign-in codes until they are used or expire, whichever comes first.',
          'Security data only as long as needed to block abuse, after which it is discarded.',
          'Cookies for the periods listed in our Cookie Policy; the user cookie lasts 120 days.',
        ),
      ],
    },
    {
      id: 'rights',
      heading: '6. Your rights',
      blocks: [
        p('Under the GDPR you have the right to:'),
        ul(
          'access the personal data we hold about you;',
          'have incorrect data corrected;',
          'have your data erased;',
          'restrict how we process your data;',
          'receive your data in a structured, machine-readable format (data portability);',
          'object to processing that is based on our legitimate interest.',
        ),
        p(
          'Send your request to ',
          mail,
          `. We answer every rights request within ${F.rightsResponseDays} days. We may ask you to confirm that the request comes from you, for example from the e-mail address of your account. Exercising your rights is free of charge.`,
        ),
        p(
          'If you are not satisfied with how we handle your data, you may lodge a complaint with the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or with the supervisory authority in your own EU country.',
        ),
      ],
    },
    {
      id: 'age',
      heading: '7. Minimum age',
      blocks: [
        p(
          `You must be at least ${F.minimumAge} years old to create an account. We do not knowingly process the personal data of children under ${F.minimumAge}. If you believe a child has created an account, contact us and we will delete it.`,
        ),
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      blocks: [
        p(
          'All connections to Zesty are encrypted. Sign-in tokens are kept in cookies that scripts in your browser cannot read, one-time codes are stored only in hashed form and limited to a few attempts, and access to our systems is restricted to the people who need it.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: '9. Cookies',
      blocks: [
        p(
          'Zesty uses only functional cookies, which are needed for the site to work. Which cookies these are, what they do and how long they last is explained in our ',
          link('Cookie Policy', '/legal/cookie-policy'),
          '.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes and contact',
      blocks: [
        p(
          'We may update this policy when our service or the law changes. The date at the top shows when it last changed; if a change matters to you, we tell you by e-mail before it takes effect.',
        ),
        p('Questions, requests or complaints: ', mail, '.'),
      ],
    },
  ],
};
