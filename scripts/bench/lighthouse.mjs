// Lighthouse, mobile (its default: a mid-range phone on a slow 4G, CPU ×4),
// performance and accessibility, in Debian's Chromium. Each page runs `runs` times and
// the median run (by score) is kept: one Lighthouse run varies by several
// points on a two-core machine. Used by scripts/bench.mjs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  si_ms: 'speed-index',
  cls: 'cumulative-layout-shift',
};

/** { score (performance, 0–100), accessibility (0–100), fcp_ms, lcp_ms, tbt_ms, si_ms, cls, runs } of the median run for `url`. */
export async function lighthouseOf(url, { runs = 3, headers = {} } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const results = [];
    for (let index = 0; index < runs; index++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: headers,
        logLevel: 'error',
        output: 'json',
      });
      const result = {
        score: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
      };
      for (const [key, audit] of Object.entries(METRICS)) {
        const value = lhr.audits[audit].numericValue;
        result[key] = key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value);
      }
      results.push(result);
    }
    results.sort((a, b) => a.score - b.score);
    return { ...results[Math.floor(results.length / 2)], scores: results.map((result) => result.score) };
  } finally {
    await chrome.kill();
  }
}
