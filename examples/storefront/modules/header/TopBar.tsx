import type { ContentLink } from '@bookshop/sdk';
import styles from './Header.module.css';

const DEFAULT_LINKS: ContentLink[] = [
  { title: 'CONTACT US', href: '/contact-us' },
  { title: 'HELP', href: '/help' },
  { title: 'SERVICES', href: '/services' },
  { title: 'BLOG', href: '/blog' },
  { title: 'WISHLIST', href: '/account#wishlist' },
];

/**
 * The top bar: CONTACT US, HELP (the help-centre article found by content search), SERVICES, BLOG and WISHLIST;
 * the wishlist is hidden in kiosk mode.
 */
export function TopBar({ links, helpUrl, kiosk }: { links: ContentLink[]; helpUrl: string; kiosk: boolean }) {
  const shown = (links.length ? links : DEFAULT_LINKS)
    .filter((link) => !(kiosk && link.title.toUpperCase() === 'WISHLIST'))
    .map((link) => (link.title.toUpperCase() === 'HELP' ? { ...link, href: helpUrl } : link));
  return (
    <nav aria-label="Customer links" className={styles.topBar}>
      <ul>
        {shown.map((link) => (
          <li key={link.title}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
