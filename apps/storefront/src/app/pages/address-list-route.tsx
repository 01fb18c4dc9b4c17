import AddressListPage from '../../features/address/address-list-page';
import { DialCodeField } from './dial-code-field';

/** The address book with the sign-in feature's country-code picker for phone numbers. */
export default function AddressListRoute() {
  return <AddressListPage renderDialCode={(dial) => <DialCodeField {...dial} />} />;
}
