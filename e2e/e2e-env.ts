export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The flags this machine's Chromium needs (no sandbox as root, no network beyond loopback). */
export const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const companyUrl = (company: string, path = '/') => `http://${company}.localhost:${E2E_PORT}${path}`;
