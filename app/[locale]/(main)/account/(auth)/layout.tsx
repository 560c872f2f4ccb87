import { sectionMessagesLayout } from '@/components/page/client-messages';

/** Sign in, sign up, verify and the social landing: their forms' client messages. */
export default sectionMessagesLayout(['Auth']);
