import { AccountLoading } from '@/components/account/account-loading';

/** Shown while the server validates the session (spec §2 account). */
export default function Loading() {
  return <AccountLoading />;
}
