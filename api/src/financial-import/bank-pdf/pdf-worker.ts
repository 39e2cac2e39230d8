import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A text run: [text, font size, x, y, width, height] in PDF points. */
export type RawTextItem = [string, number, number, number, number, number];

export type WorkerAnswer =
  | { pages: RawTextItem[][] }
  | { tooManyPages: number }
  | { error: { name: string; message: string } }
  | { timedOut: true }
  | { crashed: string };

const PDFJS_URL = pathToFileURL(createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;

// Plain JavaScript, run as a worker thread: pdf.js reads the untrusted file there, so a crafted
// PDF that loops or eats memory is stopped (terminate, resourceLimits) without touching the api.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument, VerbosityLevel } = await import(workerData.pdfjs);
  const task = getDocument({
    data: workerData.data, isEvalSupported: false, disableFontFace: true, useSystemFonts: false,
    stopAtErrors: true, verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const pdf = await task.promise;
    if (pdf.numPages > workerData.maxPages) return parentPort.postMessage({ tooManyPages: pdf.numPages });
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items
        .filter((item) => typeof item.str === 'string' && item.str.trim() !== '')
        .map((item) => [item.str, item.transform[3], item.transform[4], item.transform[5], item.width, item.height]));
      page.cleanup();
    }
    parentPort.postMessage({ pages });
  } catch (error) {
    parentPort.postMessage({ error: { name: String(error && error.name), message: String(error && error.message) } });
  } finally {
    await task.destroy().catch(() => undefined);
  }
})();
`;

/** The text runs of every page of a PDF, read by pdf.js in a worker thread with a time and memory limit. */
export function extractPdfText(
  data: Uint8Array,
  limits: { maxPages: number; timeoutMs: number },
): Promise<WorkerAnswer> {
  const copy = new Uint8Array(data); // transferred to the worker
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjs: PDFJS_URL, data: copy, maxPages: limits.maxPages },
    transferList: [copy.buffer],
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    stdout: true,
    stderr: true,
  });
  return new Promise<WorkerAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(answer);
    };
    const timer = setTimeout(() => settle({ timedOut: true }), limits.timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => settle(answer));
    worker.once('error', (error) => settle({ crashed: error.message }));
    worker.once('exit', (code) => settle({ crashed: `exited with ${code}` }));
  });
}
