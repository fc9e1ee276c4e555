import type { Store } from '@bookshop/sdk';
import type { Helpline } from '@/lib/data/stores';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import { HelplineNote } from './HelplineNote';
import styles from './Stores.module.css';
import { directionsText, hoursText } from './storeText';

/** A store page's breadcrumb trail: Home, Stores, the store. */
export function storeCrumbs(store: Pick<Store, 'title' | 'slug'>): { label: string; href: string }[] {
  return [
    { label: 'Home', href: '/' },
    { label: 'Stores', href: '/stores' },
    { label: store.title, href: `/stores/${store.slug}` },
  ];
}

/** A store's page: address, opening hours, directions in words, contact and services, and the helpline. */
export function StoreDetail({ store: found, helpline: line }: { store: Store; helpline: Helpline }) {
  const { street, suburb, state, postcode } = found.address;
  return (
    <>
      <Breadcrumbs items={storeCrumbs(found)} />
      <h1 className={styles.title}>{found.title}</h1>
      <div className={styles.store}>
        <section aria-labelledby="address">
          <h2 id="address">Address</h2>
          <address>
            {street}
            <br />
            {suburb} {state} {postcode}
            {found.phone ? (
              <>
                <br />
                Phone: <a href={`tel:${found.phone.replace(/[^\d+]/g, '')}`}>{found.phone}</a>
              </>
            ) : null}
            {found.email ? (
              <>
                <br />
                Email: <a href={`mailto:${found.email}`}>{found.email}</a>
              </>
            ) : null}
          </address>
          <h2 id="directions">Directions</h2>
          <p>{directionsText(found)}</p>
        </section>
        <section aria-labelledby="hours">
          <h2 id="hours">Opening hours</h2>
          <table className={styles.hours} aria-labelledby="hours">
            <tbody>
              {found.hours.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{day.day}</th>
                  <td>{hoursText(day.open, day.close)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {found.services.length ? (
            <>
              <h2 id="services">In store</h2>
              <ul className={styles.services} aria-labelledby="services">
                {found.services.map((service) => (
                  <li key={service}>{service}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <HelplineNote helpline={line} />
      <p>
        <a href="/stores">All stores</a>
      </p>
    </>
  );
}
