import UserInfoPage from '../../features/account/user-info-page';
import { useCountdown } from '../../features/auth/use-countdown';

/** The profile with the sign-in dialog's send-code clock (for the code that sets a first password). */
export default function UserInfoRoute() {
  return <UserInfoPage countdown={useCountdown()} />;
}
