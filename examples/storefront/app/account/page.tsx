/**
 * `/account`: the account layout shows the login form to a visitor and the banner to a signed-in customer; the
 * account's own sections follow here as they are built.
 */
export default function AccountPage() {
  return null;
}
