// `npm run rehearse`: the production set of docs/deploy.md on this machine, until Ctrl-C.
// REHEARSAL_PORT (default 8443) is the HTTPS port; REHEARSAL_DATABASE_URL the PostgreSQL server
// where a fresh database is made (default: the local one, user postgres).
import { rehearse } from './rehearsal';

const basePort = Number(process.env.REHEARSAL_PORT ?? 8443);
const adminDatabaseUrl =
  process.env.REHEARSAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const rehearsal = await rehearse({ basePort, adminDatabaseUrl, output: 'inherit' });
console.log(`
The site:      ${rehearsal.httpsUrl}  (and ${rehearsal.httpUrl}, redirected)
Certificate:   from Caddy's local CA, ${rehearsal.caCertPath}
               (curl --cacert <that file> ${rehearsal.httpsUrl}/readyz)
Processes:     ${rehearsal.sites.map((s) => `127.0.0.1:${s.port} (pid ${s.child.pid})`).join(', ')}
Database:      ${rehearsal.databaseUrl} (dropped at the end)
E-mails sent:  ${rehearsal.inboxUrl}
Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void rehearsal.stop().then(() => process.exit(0));
  });
