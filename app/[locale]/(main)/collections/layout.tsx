import { sectionMessagesLayout } from '@/components/page/client-messages';

/** Recipes inside a collection: their client messages. */
export default sectionMessagesLayout(['Recipe', 'Home']);
