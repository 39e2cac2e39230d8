/** The built web app as production serves it, and the browser that loads it (scenario 5). */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium.ts';
import { repoRoot, startNode, stopAll, waitForOk } from '../../scripts/processes.ts';

export const WEB_DIST = path.join(repoRoot, 'web/dist');

/** `npm run build -w web` (vite build into web/dist). */
export function buildWebApp(): void {
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'ignore' });
}

/**
 * A gateway process serving web/dist next to /graphql, as `npm start` runs it (scripts/start.ts): the
 * same Express app, with its gzip `compression()` and static files. run.ts's gateway may have started
 * before the build, and then serves no app.
 */
export async function serveWebApp(apiOrigin: string, port: number): Promise<{ origin: string; stop(): Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const gateway = startNode(
    'gateway/src/server.ts',
    {
      NODE_ENV: 'production',
      GATEWAY_PORT: String(port),
      API_URL: apiOrigin,
      WEB_DIST,
    },
    'web gateway',
    true,
  );
  const stop = () => stopAll([gateway]);
  try {
    await waitForOk(`${origin}/healthz`, 60_000, gateway);
    const index = await fetch(`${origin}/`);
    await index.body?.cancel();
    if (!index.ok || !(index.headers.get('content-type') ?? '').startsWith('text/html')) {
      throw new Error(`${origin}/ does not serve the web app (${index.status}); is ${WEB_DIST} built?`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** Debian's Chromium, headless, with the e2e tests' flags (installed from Debian packages if missing). */
export function launchChromium(): Promise<Browser> {
  ensureChromium();
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}
