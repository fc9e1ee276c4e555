import { connect } from 'node:net';

/** Whether something at `url` answers without a server error. */
export async function answers(url) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

/** Waits until `url` answers; fails as soon as the process meant to serve it has stopped. */
export async function waitFor(url, child, name) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped (exit ${child.exitCode}); see its output above`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Where the emulator answers once its data is seeded and every service is mounted. */
export const emulatorReadyUrl = (emulatorUrl) =>
  `${emulatorUrl}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=1`;

/** Whether something accepts connections on this loopback port. */
export const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
