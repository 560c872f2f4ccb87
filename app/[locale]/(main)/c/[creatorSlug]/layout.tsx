import { sectionMessagesLayout } from '@/components/page/client-messages';

/** A creator's pages (profile, its client-side load, collections, recipes): their client messages. */
export default sectionMessagesLayout([
  'Creator',
  'Creators',
  'Recipes',
  'Collection',
  'Recipe',
  'Home',
]);
