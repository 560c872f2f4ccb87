import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The editor console (issue 25): its client messages, with the studio's it shares parts with. */
export default sectionMessagesLayout(['Editor', 'Studio']);
