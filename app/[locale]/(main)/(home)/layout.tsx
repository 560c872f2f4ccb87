import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The home's client messages: its search bar and recipe cards. */
export default sectionMessagesLayout(['Home']);
