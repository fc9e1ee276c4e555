import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isContentPath } from '@/modules/content/helpLinks';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { helpline, storeBySlug } from '@/modules/stores/data';
import { HelplineNote } from '@/modules/stores/HelplineNote';
import styles from '@/modules/stores/Stores.module.css';
import { addressLine, directionsText, hoursText } from '@/modules/stores/storeText';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function store(slug: string) {
  return isContentPath([slug]) ? storeBySlug(slug) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await store((await params).slug);
  return found
    ? { title: found.title, description: `${found.title}: ${addressLine(found)}. Opening hours and directions.` }
    : { title: 'Store not found' };
}

/** `/stores/{slug}`: address, opening hours, directions in words, contact and services; 404 for an unknown store. */
export default async function StorePage({ params }: Props) {
  const found = await store((await params).slug);
  if (!found) notFound();
  const line = await helpline();
  const { street, suburb, state, postcode } = found.address;
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Stores', href: '/stores' },
          { label: found.title, href: `/stores/${found.slug}` },
        ]}
      />
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
