'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// The form library and the login rules come with the form, which most page views never show.
const LoginForm = lazy(() => import('./LoginPanel').then((module) => ({ default: module.LoginPanel })));

/** The login form, fetched the first time it is shown (the phone menu's Join / Login tab). */
export function LoginPanel(props: ComponentProps<typeof LoginForm>) {
  return (
    <Suspense fallback={<p role="status">Loading the login form…</p>}>
      <LoginForm {...props} />
    </Suspense>
  );
}
