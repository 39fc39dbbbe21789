// The load side of npm run bench: a fixed number of keep-alive connections,
// each sending its next request as soon as the last one answered, for a
// fixed time; the same loop measures our app and the bare server.
import http from 'node:http';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : NaN;
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function get(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** GETs `url` over `connections` keep-alive connections for `seconds`: requests/s and latency percentiles. */
export async function load(url, { connections = 10, seconds = 2, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  let bytes = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const at = performance.now();
        const answer = await get(agent, url, headers);
        latencies.push(performance.now() - at);
        bytes = answer.bytes;
        if (answer.status !== 200) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    bytes,
  };
}
