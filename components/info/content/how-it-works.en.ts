import { link, p, strong, type HowItWorksContent } from './types';

export const howItWorks: HowItWorksContent = {
  intro: [
    p(
      'Zesty brings recipes from the food creators you love together in one place, and gets the ingredients to your kitchen. Here is how it works for home cooks and for creators.',
    ),
  ],
  audiences: [
    {
      id: 'home-cooks',
      heading: 'For home cooks',
      lead: 'Find something you feel like cooking, keep it, and have the groceries delivered.',
      steps: [
        {
          title: 'Discover recipes',
          body: [
            p(
              'Browse trending recipes, search by dish or ingredient, and filter by type (breakfast, dinner, vegan, seafood and more) or by category, such as One Pot, Under 30min or Under €2 p/p. Explore ',
              link('creators', '/creators'),
              ' and their collections to find a cooking style that suits you.',
            ),
          ],
        },
        {
          title: 'Bookmark your favourites',
          body: [
            p(
              'Tap the heart on a recipe to save it. Without an account your bookmarks are kept in this browser; once you sign in, they are added to your favourites so you have them on every device.',
            ),
          ],
        },
        {
          title: 'Cook with ease',
          body: [
            p(
              'Tick off the ingredients you already have, share the list of what you still need, and switch on cook mode to keep your screen awake while you follow the steps.',
            ),
          ],
        },
        {
          title: 'Order the groceries',
          body: [
            p(
              'Order all the ingredients of a recipe in one go through the grocery widget, at Albert Heijn, Jumbo, Plus or Coop. Choose your preferred supermarket once and we remember it. You pay the supermarket and arrange delivery or pick-up with them; recipes you ordered are listed under Orders.',
            ),
          ],
        },
      ],
    },
    {
      id: 'creators',
      heading: 'For food creators',
      lead: 'Share your recipes with more home cooks and get a recipe site of your own, without building one.',
      steps: [
        {
          title: 'Create your account',
          body: [
            p(
              'Sign up with your e-mail address, or with Google or Facebook, and choose Become a creator to set up your food creator profile.',
            ),
          ],
        },
        {
          title: 'Publish recipes and collections',
          body: [
            p(
              'Add your recipes with photos, ingredients, preparation steps and tags, and group them into collections such as “Weeknight dinners” or “Christmas baking”. They appear on Zesty for everyone searching for something to cook.',
            ),
          ],
        },
        {
          title: 'Get your own white-label site',
          body: [
            p(
              'Every creator gets a site on their own subdomain, such as yourname.zesty.example, in your colours and with your logo and favicon. It shows only your recipes and collections, and your followers can order the ingredients straight from there.',
            ),
          ],
        },
        {
          title: 'Grow your audience',
          body: [
            p(
              'Your profile links to your socials and can promote your cooking class or cookbook. Your recipes remain your own: you keep every right in them.',
            ),
          ],
        },
      ],
    },
  ],
  notes: [
    {
      id: 'free',
      heading: 'Free forever',
      blocks: [
        p(
          strong('Zesty is free forever, '),
          'for home cooks and creators alike: no subscription, no fees for publishing. You only pay the supermarket for the groceries you order.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'How accounts work',
      blocks: [
        p(
          'There is no password to remember. Enter your e-mail address and we send you a six-digit code to sign in, or continue with Google or Facebook. You need to be at least 16 and each person can have one account. ',
          link('Create your account', '/account/signup'),
          ' or read the ',
          link('privacy policy', '/legal/privacy-policy'),
          ' to see what we do with your data.',
        ),
      ],
    },
  ],
};
