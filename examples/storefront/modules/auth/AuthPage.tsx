import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The frame of the join and sign-in help pages: the heading, an optional lead line, then the form. */
export function AuthPage({ heading, lead, children }: { heading: string; lead?: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
