import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The orders screen's client messages (its recipe cards' too), also for its loading view. */
export default sectionMessagesLayout(['Orders', 'Home']);
