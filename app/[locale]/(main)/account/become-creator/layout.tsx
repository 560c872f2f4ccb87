import { sectionMessagesLayout } from '@/components/page/client-messages';

/** 'Become a creator' (issue 25 item 5): its client messages, with the studio's form parts'. */
export default sectionMessagesLayout(['BecomeCreator', 'Studio']);
