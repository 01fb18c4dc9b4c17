import UserInfoPage from '../../features/account/user-info-page';
import { useLoginMethods } from '../../features/auth/api/get-login-methods';
import { useCountdown } from '../../features/auth/use-countdown';
import { useSignOut } from '../auth/use-sign-out';

/**
 * The profile with the sign-in dialog's send-code clocks (the first password's code; the e-mail or phone's code and
 * the owner's proof, audit AN8), the dial codes the shop texts, and the sign-out a closed account ends with.
 */
export default function UserInfoRoute() {
  const countdown = useCountdown();
  const clocks = { contact: useCountdown(), proof: useCountdown(), closing: useCountdown() };
  const methods = useLoginMethods();
  const onClosed = useSignOut();
  return (
    <UserInfoPage
      countdown={countdown}
      clocks={clocks}
      smsCountries={methods.data?.smsCountries ?? []}
      onClosed={onClosed}
    />
  );
}
