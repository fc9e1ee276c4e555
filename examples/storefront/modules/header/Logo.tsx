import styles from './Header.module.css';

/** The Koorong word mark, linking home. */
export function Logo() {
  return (
    <a href="/" className={styles.logo}>
      <span className={styles.logoMark} />
      <span className={styles.logoWord}>Koorong</span>
      <span className={styles.visuallyHidden}> home</span>
    </a>
  );
}
