/** The settle pages keep the account menu on their own entries (menu ids 70 and 80 of the server's menu). */
export const APPLY_PATH = '/users/merchant_settled?menuCur=70';
export const RECORDS_PATH = '/users/application_record?menuCur=80';
export const editPath = (id: number) => `${APPLY_PATH}&id=${id}`;

/** The consoles are a separate app served by the same server; a plain link leaves the storefront. */
export const CONSOLE_URL = '/console/';
