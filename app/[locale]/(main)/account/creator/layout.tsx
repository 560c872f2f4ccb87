import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The creator studio (issue 24): its client messages, with the words for difficulty and budget. */
export default sectionMessagesLayout(['Studio', 'Difficulty', 'Budget']);
