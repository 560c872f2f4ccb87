import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The search screen's client messages. */
export default sectionMessagesLayout(['Search', 'Home']);
