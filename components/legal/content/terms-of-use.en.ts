import { LEGAL_FACTS as F } from './facts';
import { link, p, strong, titleFor, ul, type LegalDocument } from './types';

const mail = link(F.privacyEmail, `mailto:${F.privacyEmail}`);

export const title = titleFor('Terms of Use', (creator) => `Terms of Use – ${creator} on Zesty`);

export const termsOfUse: LegalDocument = {
  slug: 'terms-of-use',
  title,
  summary:
    'The rules for using Zesty as a home cook or food creator: accounts, recipes, grocery ordering and our responsibilities.',
  lastUpdated: F.lastUpdated,
  intro: [
    p(
      'These terms apply to everyone who uses Zesty, on the main site or on a creator’s white-label site. By creating an account or using Zesty you agree to them. Please read them together with our ',
      link('Privacy Policy', '/legal/privacy-policy'),
      ' and ',
      link('Cookie Policy', '/legal/cookie-policy'),
      '.',
    ),
  ],
  sections: [
    {
      id: 'service',
      heading: '1. What Zesty is',
      blocks: [
        p(
          'Zesty is a recipe marketplace. Home cooks browse, search and bookmark recipes from food creators and can order the ingredients from a supermarket. Food creators publish recipes and collections and get their own white-label site on a Zesty subdomain.',
        ),
      ],
    },
    {
      id: 'free',
      heading: '2. Free forever',
      blocks: [
        p(
          strong('Zesty is free forever. '),
          'There is no subscription, no fee for an account and no charge for publishing recipes, for home cooks and creators alike. Groceries you order through the ordering widget are sold and charged by the supermarket, not by Zesty.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: '3. Your account',
      blocks: [
        ul(
          [
            strong('Minimum age: '),
            `you must be at least ${F.minimumAge} years old to create an account.`,
          ],
          [
            strong('One account per person: '),
            'an account is personal. Do not share it and do not create more than one.',
          ],
          'You sign in with a one-time code that we send to your e-mail address, or with Google or Facebook. Keep access to your e-mail account secure: whoever can read your e-mail can sign in to your Zesty account.',
          'Give us correct details and keep them up to date.',
          `If you have not signed in for ${F.inactivityReminderYears} years, we send you a reminder; if you still do not sign in, we delete the account ${F.deletionAfterReminderMonths} months after that reminder.`,
          `You can ask us to delete your account at any time. We keep its data for ${F.deletedAccountRetentionDays} days and then erase it, as described in the Privacy Policy.`,
        ),
      ],
    },
    {
      id: 'creators',
      heading: '4. Recipes remain the creator’s own',
      blocks: [
        p(
          strong('Recipes remain the creator’s own. '),
          'Creators keep all rights in the recipes, photos, texts and collections they publish on Zesty. We do not claim ownership of them.',
        ),
        p(
          'To show your content, you give Zesty a non-exclusive, royalty-free permission to host, display and format it on the main Zesty site and on your white-label site, and to show short previews (such as a title and photo) in search results, lists and shared links. This permission ends when you remove the content or your account, apart from copies that are still in a cache for a short time.',
        ),
        p('As a creator you promise that:'),
        ul(
          'you have the right to publish what you upload, including the photos;',
          'you clearly disclose paid collaborations, sponsored products and affiliate links;',
          'ingredients and preparation steps are accurate to the best of your knowledge.',
        ),
      ],
    },
    {
      id: 'use',
      heading: '5. Using recipes and the site',
      blocks: [
        p(
          'You may use the recipes on Zesty for your own, non-commercial cooking and share links to them. You may not:',
        ),
        ul(
          'copy, scrape or republish recipes, photos or collections in bulk, or use them commercially without the creator’s permission;',
          'try to access accounts, data or systems that are not yours, or disrupt Zesty;',
          'publish content that is unlawful, misleading, hateful or infringes someone else’s rights.',
        ),
        p(
          'We may remove content that breaks these rules and, after a warning where reasonable, suspend or close the accounts involved.',
        ),
      ],
    },
    {
      id: 'groceries',
      heading: '6. Ordering groceries',
      blocks: [
        p(
          'You can order the ingredients of a recipe through an embedded ordering widget from a grocery-ordering partner, at the supermarket of your choice: Albert Heijn, Jumbo, Plus or Coop. The purchase agreement is between you and the supermarket. Prices, availability, payment, delivery and returns are the supermarket’s responsibility and its own terms apply. Zesty is not a party to that purchase.',
        ),
      ],
    },
    {
      id: 'sponsored',
      heading: '7. Sponsored content and affiliate links',
      blocks: [
        p(
          'Some recipes show featured products or contain affiliate links. We mark them clearly, as creators do. A creator or Zesty may receive a fee when you click or buy through such a link; it never costs you extra.',
        ),
      ],
    },
    {
      id: 'cooking',
      heading: '8. Cooking safely',
      blocks: [
        p(
          'Recipes are written by creators for inspiration. Always check ingredients and allergens yourself, especially if you have an allergy or dietary requirement, and handle food and kitchen equipment with care. Cooking times and nutrition information are indicative.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '9. Liability',
      blocks: [
        p(
          'We do our best to keep Zesty available and correct, but we cannot promise that it is always free of errors or interruptions. To the extent the law allows, Zesty is not liable for indirect damage or for content published by creators. Nothing in these terms limits the rights you have as a consumer under mandatory law.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '10. Changes, law and contact',
      blocks: [
        p(
          'We may change these terms when our service or the law changes. If a change matters to you, we tell you by e-mail before it takes effect. If you do not agree, you can delete your account at any time.',
        ),
        p(
          'Dutch law applies to these terms. Disputes go to the competent court in the Netherlands, unless mandatory consumer law gives you the right to go to the court where you live.',
        ),
        p('Questions about these terms: ', mail, '.'),
      ],
    },
  ],
};
