import type { Footer } from '@bookshop/sdk';
import styles from './Header.module.css';

/**
 * The text banner (its kiosk variant in store) and the announcement bar under it, from the footer content; a banner
 * not marked `show_on_mobile` is hidden on phones.
 */
export function Banners({ footer, kiosk }: { footer: Footer | null; kiosk: boolean }) {
  const text = kiosk ? (footer?.text_banner_kiosk ?? footer?.text_banner) : footer?.text_banner;
  const announcement = footer?.announcement_bar;
  if (!text && !announcement) return null;
  return (
    <div className={styles.banners}>
      {text ? (
        <p className={styles.textBanner} data-mobile={text.show_on_mobile ? 'show' : 'hide'} data-testid="text-banner">
          {text.value}
        </p>
      ) : null}
      {announcement ? (
        <p className={styles.announcement} data-mobile={announcement.show_on_mobile ? 'show' : 'hide'}>
          {/* biome-ignore lint/performance/noImgElement: a tiny decorative icon from managed content */}
          {announcement.icon?.url ? <img src={announcement.icon.url} alt="" width={18} height={18} /> : null}
          {announcement.value}
        </p>
      ) : null}
    </div>
  );
}
