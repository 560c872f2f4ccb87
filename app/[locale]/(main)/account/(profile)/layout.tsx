import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The account and its settings: their client messages (also for the loading view). */
export default sectionMessagesLayout(['Account']);
