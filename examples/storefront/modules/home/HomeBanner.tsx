import type { ContentBanner } from '@bookshop/sdk';
import { imageLoading } from '@/modules/ui/imageLoading';
import styles from './Home.module.css';

/**
 * A promotional banner from content: the mobile image below 680px, the desktop one above, linked when the banner
 * has a link. The hero is the page's largest image, so it loads first (`priority`).
 */
export function HomeBanner({ banner, priority = false }: { banner: ContentBanner; priority?: boolean }) {
  const image = banner.image ?? banner.mobile_image;
  if (!image) return null;
  const alt = image.title ?? banner.title;
  const picture = (
    <picture>
      {banner.mobile_image && banner.image ? (
        <source media="(max-width: 679px)" srcSet={banner.mobile_image.url} />
      ) : null}
      <img
        className={styles.bannerImage}
        src={image.url}
        alt={banner.link ? `${alt}: ${banner.link.title}` : alt}
        width={1440}
        height={400}
        {...imageLoading(priority)}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
  return (
    <div className={styles.banner} data-position={banner.position}>
      {banner.link ? (
        <a href={banner.link.href} className={styles.bannerLink}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
}
