import { accountPageMetadata, metaTitle } from '@/components/account/page-metadata';
import { InvitationScreen } from '@/components/studio/invitation-screen';
import { invitationTokenParam } from '@/core/contract/members';
import { requireUserAt } from '@/lib/auth/guard';

// Personal: the login guard reads the session cookies on every request; never cached or shared.
export const dynamic = 'force-dynamic';

export const generateMetadata = accountPageMetadata(metaTitle('Invitation'));

/**
 * The mailed link of an invitation to a creator's studio (issue 25 item 6), for the signed-in
 * user: what it is for, and Accept when it is theirs and open. A token that is none is a 404.
 */
export default async function InvitationPage({
  params,
}: {
  params: Promise<{ locale: string; token: string }>;
}) {
  const { segment: token } = await requireUserAt(
    params,
    'token',
    (token) => invitationTokenParam.safeParse(token).success,
    (token) => `/account/invitations/${token}`,
  );
  return <InvitationScreen token={token} />;
}
