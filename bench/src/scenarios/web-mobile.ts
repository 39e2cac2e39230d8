/**
 * Scenario 5, on a phone: the signed-in invoices page at 390×844 (touch, 3× pixels) in headless Chromium, throttled
 * as Lighthouse's mobile preset throttles DevTools (CPU 4× slower, "slow 4G": 562.5 ms round trip, 1.47 Mbit/s
 * down, 0.675 Mbit/s up), from an empty cache with the session of a sign-in. Measured in the page with the
 * browser's performance API (paint, largest-contentful-paint, layout-shift and longtask entries) and the DOM:
 * FCP, LCP, TBT, CLS, the number of elements, and from them Lighthouse's performance score (mobile-score.ts).
 */
import type { Browser, BrowserContext } from 'playwright-core';
import type { Measurement, TargetCheck } from '../report.ts';
import { target } from '../context.ts';
import { BENCH_USER } from '../data.ts';
import { median } from '../page-network.ts';
import { performanceScore, totalBlockingTime } from '../mobile-score.ts';

const INVOICES_ROUTE = '/#/commonFinancialInvoices';
const ROW = '[data-testid="invoice-row"]';
/** CPU slowdown (Lighthouse mobile: 4); BENCH_MOBILE_CPU=1 measures the page unthrottled. */
const CPU_SLOWDOWN = Number(process.env.BENCH_MOBILE_CPU ?? 4);
/** After the network is idle, how long the page must stay without a long task before the figures are read. */
const QUIET_MS = 2000;

export interface MobileRun {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The body's elements (as Lighthouse's DOM size counts them). */
  elements: number;
  rows: number;
  /** Of those, the invoice rows' own (each row and what it holds). */
  inRows: number;
  score: number;
}

/**
 * In the page, before its scripts: collects the paint, LCP, layout-shift and long-task entries as they come. Plain
 * JavaScript in a string: a function handed to the page would carry tsx's name helpers (`__name`), unknown there.
 */
const OBSERVE_PERFORMANCE = `
  (() => {
    const perf = { fcp: NaN, lcp: NaN, cls: 0, longTasks: [] };
    window.benchPerf = perf;
    const watch = (type, each) =>
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    watch('paint', (e) => { if (e.name === 'first-contentful-paint') perf.fcp = e.startTime; });
    watch('largest-contentful-paint', (e) => { perf.lcp = e.startTime; });
    watch('layout-shift', (e) => { if (!e.hadRecentInput) perf.cls += e.value; });
    watch('longtask', (e) => { perf.longTasks.push({ startTime: e.startTime, duration: e.duration }); });
  })();
`;

async function signedInState(browser: Browser, origin: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/#/login`);
    await page.locator('input[name="username"]').fill(BENCH_USER);
    await page.locator('input[name="password"]').fill('demo-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator(ROW).first().waitFor({ state: 'visible' });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

async function oneMobileRun(
  browser: Browser,
  origin: string,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<MobileRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    storageState,
  });
  try {
    await context.addInitScript({ content: OBSERVE_PERFORMANCE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}${INVOICES_ROUTE}`);
    await page.locator(ROW).first().waitFor({ state: 'visible', timeout: 120_000 });
    await page.waitForLoadState('networkidle');
    // Quiet: no long task for QUIET_MS (Lighthouse's TBT window ends at time to interactive).
    await page.waitForFunction(
      (quietMs) => {
        const perf = (window as unknown as { benchPerf: { longTasks: Array<{ startTime: number; duration: number }> } })
          .benchPerf;
        const last = perf.longTasks.at(-1);
        return performance.now() - (last ? last.startTime + last.duration : 0) > quietMs;
      },
      QUIET_MS,
      { polling: 250, timeout: 120_000 },
    );
    const seen = await page.evaluate((row) => {
      const perf = (
        window as unknown as {
          benchPerf: {
            fcp: number;
            lcp: number;
            cls: number;
            longTasks: Array<{ startTime: number; duration: number }>;
          };
        }
      ).benchPerf;
      return {
        ...perf,
        // Lighthouse's DOM size counts the body's elements (not the head's scripts and styles).
        elements: document.body.getElementsByTagName('*').length,
        rows: document.querySelectorAll(row).length,
        inRows: Array.from(document.querySelectorAll(row)).reduce(
          (sum, tr) => sum + 1 + tr.getElementsByTagName('*').length,
          0,
        ),
      };
    }, ROW);
    const tbtMs = totalBlockingTime(seen.longTasks, seen.fcp);
    // Speed Index is not measured: the LCP stands in (for this page, the rows painting last, SI ≤ LCP).
    const score = performanceScore({ fcpMs: seen.fcp, speedIndexMs: seen.lcp, lcpMs: seen.lcp, tbtMs, cls: seen.cls });
    return {
      fcpMs: seen.fcp,
      lcpMs: seen.lcp,
      tbtMs,
      cls: seen.cls,
      elements: seen.elements,
      rows: seen.rows,
      inRows: seen.inRows,
      score,
    };
  } finally {
    await context.close();
  }
}

/** The mobile runs (a warm-up first, not counted) and their medians as measurements and targets. */
export async function measureMobile(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<{ measurements: Measurement[]; targets: TargetCheck[] }> {
  console.log(`Scenario 5: the invoices page on a phone (390×844, CPU ${CPU_SLOWDOWN}×, slow 4G), ${runs} runs …`);
  const state = await signedInState(browser, origin);
  await oneMobileRun(browser, origin, state);
  const results: MobileRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneMobileRun(browser, origin, state));
  const med = (pick: (run: MobileRun) => number) => median(results.map(pick));
  const each = (pick: (run: MobileRun) => number, digits = 0) => results.map((r) => pick(r).toFixed(digits)).join(', ');
  const elements = med((r) => r.elements);
  const score = med((r) => r.score);
  const last = results.at(-1);
  const rows = last?.rows ?? 0;
  const of = `median of ${results.length}`;
  return {
    measurements: [
      {
        id: '5-mobile-elements',
        label: `Invoices page on a phone: page elements (${rows} rows)`,
        value: elements,
        unit: 'elements',
        note: `${of}: ${each((r) => r.elements)}; ${last?.inRows ?? 0} of them in the ${rows} rows`,
      },
      {
        id: '5-mobile-fcp',
        label: 'Invoices page on a phone: first contentful paint',
        value: med((r) => r.fcpMs),
        unit: 'ms',
        note: `${of}: ${each((r) => r.fcpMs)} ms`,
      },
      {
        id: '5-mobile-lcp',
        label: 'Invoices page on a phone: largest contentful paint',
        value: med((r) => r.lcpMs),
        unit: 'ms',
        note: `${of}: ${each((r) => r.lcpMs)} ms`,
      },
      {
        id: '5-mobile-tbt',
        label: 'Invoices page on a phone: total blocking time',
        value: med((r) => r.tbtMs),
        unit: 'ms',
        note: `${of}: ${each((r) => r.tbtMs)} ms (long tasks over 50 ms after the first paint)`,
      },
      {
        id: '5-mobile-cls',
        label: 'Invoices page on a phone: cumulative layout shift',
        value: med((r) => r.cls),
        unit: '',
        note: `${of}: ${each((r) => r.cls, 3)}`,
      },
      {
        id: '5-mobile-score',
        label: 'Invoices page on a phone: performance score (Lighthouse 10+ formula, SI ≈ LCP)',
        value: score,
        unit: '/100',
        note: `${of}: ${each((r) => r.score)}; CPU ${CPU_SLOWDOWN}× slower, slow 4G`,
      },
    ],
    targets: [
      target('5 mobile invoices page < 1,500 elements', elements, (v) => v < 1500),
      target('5 mobile invoices page performance ≥ 90', score, (v) => v >= 90),
    ],
  };
}
