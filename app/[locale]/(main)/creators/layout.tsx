import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The creators list's client messages. */
export default sectionMessagesLayout(['Creators']);
