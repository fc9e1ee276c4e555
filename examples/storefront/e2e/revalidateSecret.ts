/** The revalidation webhook's secret the e2e server is started with (global-setup), and the tests send. */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
