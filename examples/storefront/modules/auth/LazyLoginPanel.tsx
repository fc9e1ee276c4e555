'use client';

import dynamic from 'next/dynamic';

/** Starts fetching the login form (the header calls it when a pointer or the focus reaches Join / Login). */
export const loadLoginPanel = () => import('./LoginPanel').then((module) => module.LoginPanel);

/**
 * The login form, fetched the first time it is shown: it brings the form library and the login rules, which
 * most page views never need.
 */
export const LoginPanel = dynamic(loadLoginPanel, {
  ssr: false,
  loading: () => <p role="status">Loading the login form…</p>,
});
