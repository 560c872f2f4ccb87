import { sectionMessagesLayout } from '@/components/page/client-messages';

/** The site-access form's client messages. */
export default sectionMessagesLayout(['SiteAccess']);
