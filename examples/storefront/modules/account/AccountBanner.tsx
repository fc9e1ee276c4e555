import type { AccountBannerContent, Customer, LoyaltyCustomer } from '@bookshop/sdk';
import { formatMemberSince } from '@bookshop/sdk/rules';
import { initials } from '@/modules/ui/initials';
import styles from './AccountBanner.module.css';
import { RewardsWidget } from './rewards/RewardsWidget';

/** Below this width the banner shows the mobile image (the site's mobile breakpoint). */
const MOBILE_MEDIA = '(max-width: 780px)';

/**
 * The account landing's banner (spec A2): avatar, greeting, full name, member number, since-date, the rewards widget
 * when there are points to show, and the banner images managed content has for the customer's kind.
 */
export function AccountBanner({
  customer,
  loyalty = null,
  images = null,
}: {
  customer: Customer;
  loyalty?: LoyaltyCustomer | null;
  images?: AccountBannerContent | null;
}) {
  const firstName = customer.firstName ?? '';
  const lastName = customer.lastName ?? '';
  return (
    <section className={styles.banner} aria-labelledby="account-greeting">
      {images ? (
        <picture className={styles.picture}>
          <source media={MOBILE_MEDIA} srcSet={images.mobile_image.url} width={750} height={500} />
          <img
            className={styles.image}
            src={images.desktop_image.url}
            alt={images.alt_text ?? ''}
            width={1200}
            height={400}
            fetchPriority="high"
          />
        </picture>
      ) : null}
      <span className={styles.avatar} aria-hidden="true">
        {initials(firstName, lastName)}
      </span>
      <div>
        <h1 id="account-greeting" className={styles.greeting}>
          Hello, {firstName}
        </h1>
        <p className={styles.details}>
          <span>{[customer.title, firstName, lastName].filter(Boolean).join(' ')}</span>
          {customer.customerNumber ? <span>Member Number: {customer.customerNumber}</span> : null}
          <span>Since {formatMemberSince(customer.createdAt)}</span>
        </p>
      </div>
      {loyalty ? <RewardsWidget loyalty={loyalty} /> : null}
    </section>
  );
}
