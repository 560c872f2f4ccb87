import { link, p, type FaqContent } from './types';

export const faqs: FaqContent = {
  intro: [
    p(
      'Quick answers about recipes, grocery ordering, accounts and creating on Zesty. New here? Start with ',
      link('how it works', '/how-it-works'),
      '.',
    ),
  ],
  groups: [
    {
      id: 'general',
      heading: 'About Zesty',
      items: [
        {
          id: 'what-is-zesty',
          question: 'What is Zesty?',
          answer: [
            p(
              'Zesty is a recipe marketplace. Home cooks discover, bookmark and shop recipes from food creators; creators publish their recipes and collections and get a white-label site of their own.',
            ),
          ],
        },
        {
          id: 'cost',
          question: 'Does Zesty cost anything?',
          answer: [
            p(
              'No. Zesty is free forever, for home cooks and for creators. When you order groceries, you pay the supermarket for the groceries, not Zesty.',
            ),
          ],
        },
        {
          id: 'languages',
          question: 'Which languages is Zesty available in?',
          answer: [
            p(
              'English and Dutch. Switch language in the menu; Zesty remembers your choice on this device.',
            ),
          ],
        },
      ],
    },
    {
      id: 'recipes',
      heading: 'Recipes and bookmarks',
      items: [
        {
          id: 'find-recipes',
          question: 'How do I find a recipe?',
          answer: [
            p(
              'Type at least three letters in the search bar to search recipes and creators, or open ',
              link('recipes', '/recipes'),
              ' and filter by type and category, such as Vegan, One Pot or Under 30min.',
            ),
          ],
        },
        {
          id: 'bookmark-without-account',
          question: 'Do I need an account to save recipes?',
          answer: [
            p(
              'No. Tap the heart and the recipe is saved in this browser. With an account your bookmarks become favourites that you can find on any device, and bookmarks you made before signing in are added to them.',
            ),
          ],
        },
        {
          id: 'cook-mode',
          question: 'What is cook mode?',
          answer: [
            p(
              'Cook mode keeps your screen from dimming and shows every preparation step, so you can cook without touching your phone with floury hands. Switch it off again when you are done.',
            ),
          ],
        },
      ],
    },
    {
      id: 'groceries',
      heading: 'Ordering groceries',
      items: [
        {
          id: 'how-ordering-works',
          question: 'How does ordering groceries work?',
          answer: [
            p(
              'On a recipe, open the grocery widget: it fills a basket with the ingredients at your supermarket. You check the basket, then pay and choose delivery or pick-up at the supermarket itself.',
            ),
          ],
        },
        {
          id: 'supermarkets',
          question: 'Which supermarkets can I order from?',
          answer: [
            p(
              'Albert Heijn, Jumbo, Plus and Coop. Choose your preferred supermarket once, under My Supermarket in your account, and you can change it at any time.',
            ),
          ],
        },
        {
          id: 'order-problems',
          question: 'Something is wrong with my order. Who do I contact?',
          answer: [
            p(
              'The supermarket you ordered from: they handle payment, delivery and returns. Zesty passes the ingredients on but does not sell groceries itself.',
            ),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      items: [
        {
          id: 'sign-in',
          question: 'How do I sign up or sign in?',
          answer: [
            p(
              'With your e-mail address: we send you a six-digit code to enter, so there is no password to remember. You can also continue with Google or Facebook. ',
              link('Create an account', '/account/signup'),
              ' or ',
              link('sign in', '/account/signin'),
              '.',
            ),
          ],
        },
        {
          id: 'no-code',
          question: 'I did not receive a code. What now?',
          answer: [
            p(
              'Check your spam folder and that the e-mail address is spelled correctly. After 60 seconds you can ask for a new code on the verification screen.',
            ),
          ],
        },
        {
          id: 'age-and-accounts',
          question: 'Who can create an account?',
          answer: [p('Anyone aged 16 or over. An account is personal: one account per person.')],
        },
        {
          id: 'inactive',
          question: 'What happens if I stop using my account?',
          answer: [
            p(
              'If you have not signed in for 2 years, we send you a reminder. If you still do not sign in, we delete the account 6 months after that reminder.',
            ),
          ],
        },
        {
          id: 'delete',
          question: 'How do I delete my account or get a copy of my data?',
          answer: [
            p(
              'E-mail ',
              link('privacy@zesty.example', 'mailto:privacy@zesty.example'),
              '. We answer within 30 days. After deletion we keep your data for 30 days and then erase it. More in our ',
              link('privacy policy', '/legal/privacy-policy'),
              '.',
            ),
          ],
        },
      ],
    },
    {
      id: 'creators',
      heading: 'For food creators',
      items: [
        {
          id: 'become-creator',
          question: 'How do I become a creator on Zesty?',
          answer: [
            p(
              'Create an account and choose Become a creator in the menu. Once your food creator profile is set up, you can publish recipes and collections.',
            ),
          ],
        },
        {
          id: 'white-label',
          question: 'What is a white-label site?',
          answer: [
            p(
              'Your own recipe site on your own subdomain, in your colours and with your logo and favicon. It shows only your recipes and collections, with a small credit to Zesty in the footer, and visitors can order ingredients from it just like on Zesty.',
            ),
          ],
        },
        {
          id: 'ownership',
          question: 'Who owns the recipes I publish?',
          answer: [
            p(
              'You do. Recipes remain the creator’s own; you only give Zesty permission to show them for as long as they are published. See the ',
              link('terms of use', '/legal/terms-of-use'),
              '.',
            ),
          ],
        },
      ],
    },
    {
      id: 'privacy',
      heading: 'Privacy and cookies',
      items: [
        {
          id: 'cookies',
          question: 'Which cookies does Zesty use?',
          answer: [
            p(
              'Only functional cookies, for example to remember your language, bookmarks and sign-in. The ',
              link('cookie policy', '/legal/cookie-policy'),
              ' lists every one of them.',
            ),
          ],
        },
        {
          id: 'tracking',
          question: 'Does Zesty track me?',
          answer: [
            p(
              'No. We keep anonymous usage statistics only, without cookies and without building a profile of you, and we do not show personalised advertising.',
            ),
          ],
        },
      ],
    },
  ],
};
