import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The recipe list's and recipe pages' client messages. */
export default sectionMessagesLayout(['Recipes', 'Recipe', 'Home']);
