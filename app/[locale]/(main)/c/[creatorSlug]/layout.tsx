import { sectionMessagesLayout } from '@/components/page/client-messages';
import { CREATOR_SCREEN_MESSAGES } from '@/components/screens/creator-host';

/** A creator's pages (profile, its client-side load, collections, recipes): their client messages. */
export default sectionMessagesLayout(CREATOR_SCREEN_MESSAGES);
