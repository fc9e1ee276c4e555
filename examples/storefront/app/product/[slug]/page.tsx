import { Price } from '@bookshop/react';
import { breadcrumbTrail } from '@bookshop/sdk/rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { inVisitorCurrency } from '@/lib/currency/visitorCurrency';
import { productBySlug, similarProducts } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { CurrencySwitch } from '@/modules/currency/CurrencySwitch';
import { Breadcrumbs } from '@/modules/listing/Breadcrumbs';
import { AvailabilityAction } from '@/modules/products/AvailabilityAction';
import { Cover } from '@/modules/products/Cover';
import { cardFromCatalog } from '@/modules/products/cardProduct';
import { ProductCarousel } from '@/modules/products/ProductCarousel';
import { ProductShelf } from '@/modules/products/ProductShelf';
import { Rating } from '@/modules/products/Rating';
import styles from './page.module.css';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

const product = cache(async (slug: string) => productBySlug(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await product((await params).slug);
  return found ? { title: found.name, description: found.description?.slice(0, 160) } : { title: 'Product not found' };
}

/**
 * `/product/{slug}` (spec C2): breadcrumbs through the product's category, cover, details, price, the availability
 * action and similar products; 404 if unknown.
 */
export default async function ProductPage({ params }: Props) {
  const { slug } = await params;
  const found = await product(slug);
  if (!found) notFound();
  const [similar, kiosk, price] = await Promise.all([
    similarProducts(found.sku),
    isKiosk(),
    inVisitorCurrency(found.price),
  ]);
  const card = { ...cardFromCatalog(found), price };
  const category = found.categories?.[0];
  const details: [string, string | undefined][] = [
    ['Format', found.format],
    ['Publisher', found.publisher],
    ['ISBN', found.isbn],
    ['Published', found.publicationDate],
  ];
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          ...(category ? breadcrumbTrail(category) : []),
          { label: found.name, href: `/product/${found.slug}` },
        ]}
      />
      <article className={styles.product}>
        <Cover
          className={styles.cover}
          src={found.imageUrl}
          alt={`Cover of ${found.name}`}
          width={400}
          height={600}
          priority
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{found.name}</h1>
          {found.authors.length ? (
            <p className={styles.authors}>
              by{' '}
              {found.authors.map((author, index) => (
                <span key={author}>
                  {index ? ', ' : ''}
                  <a href={`/search?authors=${encodeURIComponent(author)}`}>{author}</a>
                </span>
              ))}
            </p>
          ) : null}
          <Rating value={found.rating} />
          <Price price={price} className={styles.price} classNames={{ base: styles.was, save: styles.save }} />
          <CurrencySwitch />
          <AvailabilityAction product={card} view="grid" kiosk={kiosk} className={styles.action} />
          <dl className={styles.details}>
            {details
              .filter((entry): entry is [string, string] => !!entry[1])
              .map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {found.description ? (
            <section aria-labelledby="description" className={styles.description}>
              <h2 id="description">Description</h2>
              <p>{found.description}</p>
            </section>
          ) : null}
        </div>
      </article>
      {similar.products.length ? (
        <ProductShelf label={similar.title} products={similar.products} kiosk={kiosk} Carousel={ProductCarousel} />
      ) : null}
    </>
  );
}
