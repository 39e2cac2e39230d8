/**
 * Scenario 5: the web app in headless Chromium, served as in production (`npm start`): the built
 * web/dist from a gateway process, which compresses with `compression()` (gzip). Each run, in a
 * new browser context (empty cache and storage):
 * 1. opens the sign-in page and sums the JS and CSS bytes it downloads (gzip, as sent);
 * 2. signs in as bench.admin, which lands on the invoices screen: the time from the form's submit
 *    to the first invoice row, and the JS and CSS the screen adds;
 * 3. in another new context with the session from 2 but an empty cache, navigates straight to the
 *    invoices screen: the time from navigation start to the first invoice row on screen, and every
 *    JS and CSS byte that screen needs from nothing.
 * A first run warms the servers and is not counted; the figures are medians of the rest.
 * 4. On a phone (web-mobile.ts): the signed-in invoices page at 390×844, throttled as Lighthouse's mobile preset:
 *    FCP, LCP, TBT, CLS, the page's elements and Lighthouse's performance score computed from them.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { BenchContext, ScenarioOutcome } from '../context.ts';
import { target } from '../context.ts';
import { BENCH_USER } from '../data.ts';
import { assetBytes, median, recordNetwork, type AssetBytes } from '../page-network.ts';
import { buildWebApp, launchChromium, serveWebApp } from '../web-app.ts';
import { measureMobile } from './web-mobile.ts';

const WEB_PORT = 4104;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
/** Runs of the invoices page on a phone (web-mobile.ts), each with a throttled CPU and network. */
const MOBILE_RUNS = Number(process.env.BENCH_MOBILE_RUNS ?? 3);
const INVOICES_ROUTE = '/#/commonFinancialInvoices';
const ROW = '[data-testid="invoice-row"]';
const kB = 1000;

/**
 * In the page, before its scripts: notes when the sign-in form is submitted and when the first invoice
 * row is on screen (laid out with a size, at the next frame), in ms since the navigation started.
 */
function markFirstRow(selector: string) {
  const marks = window as unknown as { benchSubmittedAt?: number; benchFirstRowAt?: number };
  document.addEventListener('submit', () => (marks.benchSubmittedAt = performance.now()), true);
  const observer = new MutationObserver(() => {
    const row = document.querySelector(selector);
    if (!row || marks.benchFirstRowAt !== undefined) return;
    const box = row.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => (marks.benchFirstRowAt = performance.now()));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function marks(context: BrowserContext) {
  const page = context.pages()[0]!;
  await page.waitForFunction(() => (window as unknown as { benchFirstRowAt?: number }).benchFirstRowAt !== undefined);
  return page.evaluate(() => {
    const w = window as unknown as { benchSubmittedAt?: number; benchFirstRowAt: number };
    return { submittedAt: w.benchSubmittedAt, firstRowAt: w.benchFirstRowAt };
  });
}

interface RunFigures {
  signInPage: AssetBytes;
  /** What the invoices screen adds after signing in. */
  afterSignIn: AssetBytes;
  signInToRowMs: number;
  /** The invoices screen from an empty cache, signed in. */
  invoicesCold: AssetBytes;
  navigationToRowMs: number;
}

async function newContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript(markFirstRow, ROW);
  const page = await context.newPage();
  const network = await recordNetwork(await context.newCDPSession(page));
  return { context, page, network };
}

async function oneRun(browser: Browser, origin: string): Promise<RunFigures> {
  const first = await newContext(browser);
  try {
    first.network.step = 'sign-in page';
    await first.page.goto(`${origin}/#/login`);
    await first.page.locator('input[name="username"]').waitFor();
    await first.page.waitForLoadState('networkidle');
    first.network.step = 'after sign-in';
    await first.page.locator('input[name="username"]').fill(BENCH_USER);
    await first.page.locator('input[name="password"]').fill('demo-pass-1');
    await first.page.getByRole('button', { name: 'Sign in' }).click();
    const signedIn = await marks(first.context);
    await first.page.waitForLoadState('networkidle');
    const session = await first.context.storageState();

    const second = await newContext(browser, session);
    try {
      second.network.step = 'invoices';
      await second.page.goto(`${origin}${INVOICES_ROUTE}`);
      const cold = await marks(second.context);
      await second.page.locator(ROW).first().waitFor({ state: 'visible' });
      await second.page.waitForLoadState('networkidle');
      return {
        signInPage: assetBytes(first.network.entries, 'sign-in page'),
        afterSignIn: assetBytes(first.network.entries, 'after sign-in'),
        signInToRowMs: signedIn.firstRowAt - (signedIn.submittedAt ?? Number.NaN),
        invoicesCold: assetBytes(second.network.entries),
        navigationToRowMs: cold.firstRowAt,
      };
    } finally {
      await second.context.close();
    }
  } finally {
    await first.context.close();
  }
}

export async function runWebScenario(ctx: BenchContext): Promise<ScenarioOutcome> {
  if (process.env.BENCH_WEB_BUILD !== '0') {
    console.log('Scenario 5: building the web app (npm run build -w web) …');
    buildWebApp();
  }
  let server: Awaited<ReturnType<typeof serveWebApp>> | undefined;
  let browser: Browser | undefined;
  try {
    server = await serveWebApp(ctx.apiOrigin, WEB_PORT);
    browser = await launchChromium();
    console.log(`Scenario 5: the web app in headless Chromium, ${RUNS} runs after a warm-up …`);
    await oneRun(browser, server.origin);
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.origin));
    const desktop = outcome(runs);
    const mobile = await measureMobile(browser, server.origin, MOBILE_RUNS);
    return {
      measurements: [...(desktop.measurements ?? []), ...mobile.measurements],
      targets: [...(desktop.targets ?? []), ...mobile.targets],
    };
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

function outcome(runs: RunFigures[]): ScenarioOutcome {
  const med = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const jsCss = (a: AssetBytes) => (a.js + a.css) / kB;
  const signInPage = med((r) => jsCss(r.signInPage));
  const toRow = med((r) => r.navigationToRowMs);
  const last = runs.at(-1)!;
  const split = (a: AssetBytes) =>
    `JS ${(a.js / kB).toFixed(1)} + CSS ${(a.css / kB).toFixed(1)} kB in ${a.files} files` +
    (a.uncompressed ? ` (${a.uncompressed} under the 1 kB gzip threshold)` : '');
  const each = (pick: (run: RunFigures) => number) => runs.map((r) => pick(r).toFixed(0)).join(', ');
  return {
    measurements: [
      {
        id: '5-signin-bytes',
        label: 'Sign-in page: JS + CSS transferred (gzip)',
        value: signInPage,
        unit: 'kB',
        note: split(last.signInPage),
      },
      {
        id: '5-invoices-bytes',
        label: 'Invoices screen, empty cache: JS + CSS transferred (gzip)',
        value: med((r) => jsCss(r.invoicesCold)),
        unit: 'kB',
        note: split(last.invoicesCold),
      },
      {
        id: '5-signin-adds-bytes',
        label: 'Invoices screen after sign-in: JS + CSS it adds (gzip)',
        value: med((r) => jsCss(r.afterSignIn)),
        unit: 'kB',
        note: split(last.afterSignIn),
      },
      {
        id: '5-first-row',
        label: 'Navigation to the first invoice row (empty cache, signed in)',
        value: toRow,
        unit: 'ms',
        note: `median of ${runs.length}: ${each((r) => r.navigationToRowMs)} ms`,
      },
      {
        id: '5-signin-first-row',
        label: 'Sign-in submit to the first invoice row',
        value: med((r) => r.signInToRowMs),
        unit: 'ms',
        note: `median of ${runs.length}: ${each((r) => r.signInToRowMs)} ms`,
      },
    ],
    targets: [
      target('5 sign-in page JS + CSS < 250 kB gzip', signInPage, (v) => v < 250),
      target('5 first invoice row < 1.5 s (ms)', toRow, (v) => v < 1500),
    ],
  };
}
