// The bare Node server of npm run bench: answers each path with the bytes
// (and content type) read from a folder, from memory. What our app is
// compared with: the same bytes, with no work behind them.
//   node scripts/bench/bare.mjs PORT FOLDER   (FOLDER/index.json maps path → {file, type})
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [port, folder] = process.argv.slice(2);
const index = JSON.parse(fs.readFileSync(path.join(folder, 'index.json'), 'utf8'));
const routes = new Map(
  Object.entries(index).map(([route, { file, type }]) => [
    route,
    { body: fs.readFileSync(path.join(folder, file)), type },
  ]),
);

http
  .createServer((req, res) => {
    const route = routes.get(req.url);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': route.type, 'Content-Length': route.body.length });
    res.end(route.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
