import { sectionMessagesLayout } from '@/components/page/client-messages';

/** An invitation to a creator's studio (issue 25 item 6): its client messages. */
export default sectionMessagesLayout(['Invitation', 'Studio']);
