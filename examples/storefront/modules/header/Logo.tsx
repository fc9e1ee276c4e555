import Link from 'next/link';
import styles from './Header.module.css';

/** The Koorong word mark, linking home. */
export function Logo() {
  return (
    <Link href="/" className={styles.logo}>
      <span className={styles.logoMark} />
      <span className={styles.logoWord}>Koorong</span>
      <span className={styles.visuallyHidden}> home</span>
    </Link>
  );
}
