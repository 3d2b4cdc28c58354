// Fault (c): SIGTERM while a burst of requests is being served. The process must exit by itself,
// code 0, within 10 s; every request it had taken must be answered whole (requests still in
// flight when the signal came are answered after it); a request it had not taken yet may be
// refused (Fastify's 503 while closing, or the connection closed unread) but must then have
// changed nothing. Each cart add carries its own price, so its row tells which request made it.
import http from 'node:http';
import { request } from './http-client.mjs';

const BURST = 30;
const BASE_PRICE = 2_345;

export async function sigtermUnderLoad({ port, server, users, db, checks }) {
  // A fresh connection per request, so no request rides an idle keep-alive socket that closing
  // the server is entitled to drop.
  const fresh = new http.Agent({ keepAlive: false });
  const kinds = ['/api/my-contracts', '/api/bags', 'cart-add', '/api/profile'];
  const burst = Array.from({ length: BURST }, (_, i) => {
    const user = users[i % users.length];
    const kind = kinds[i % kinds.length];
    const common = { port, company: user.company, token: user.token, agent: fresh };
    const sent =
      kind === 'cart-add'
        ? request({
            ...common,
            method: 'POST',
            path: '/api/contracts',
            body: { year: 2027, benefitId: user.gymId, items: [{ familyId: null, month: 12, price: BASE_PRICE + i }], details: {} },
          })
        : request({ ...common, path: kind });
    return sent.then((res) => ({ kind, price: BASE_PRICE + i, answeredAt: Date.now(), ...res }));
  });
  // Let the server take the first ones, then ask it to stop.
  await new Promise((r) => setTimeout(r, 150));
  const signalledAt = Date.now();
  server.signal('SIGTERM');
  const answers = await Promise.all(burst);
  const exit = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r(null), 15_000))]);
  if (!exit) server.signal('SIGKILL');

  const isWhole = (a) => a.status >= 200 && a.status < 300;
  const isRefusedUntaken = (a) => a.status === 503 || a.error === 'ECONNRESET' || a.error === 'ECONNREFUSED' || a.error === 'EPIPE';
  const drainedAfterSignal = answers.filter((a) => isWhole(a) && a.answeredAt > signalledAt);
  const adds = answers.filter((a) => a.kind === 'cart-add');
  const { rows } = await db.query('select c.id, i.price from contracts c join contract_items i on i.contract_id = c.id where i.price between $1 and $2', [
    BASE_PRICE,
    BASE_PRICE + BURST,
  ]);
  const madeRows = new Set(rows.map((r) => r.price));
  const silentWrites = adds.filter((a) => !isWhole(a) && madeRows.has(a.price));
  const lostWrites = adds.filter((a) => isWhole(a) && !madeRows.has(a.price));

  checks.figure('sigterm', {
    burst: BURST,
    answeredWhole: answers.filter(isWhole).length,
    drainedAfterSignal: drainedAfterSignal.length,
    exitAfterMs: exit ? exit.at - signalledAt : null,
  });
  console.log(
    `  ${BURST} requests, SIGTERM 150 ms in: ${JSON.stringify(countBy(answers))}; ${drainedAfterSignal.length} answered whole after the signal; exit ${exit ? `${exit.at - signalledAt} ms after it, code ${exit.code}` : 'NOT within 15 s'}`,
  );
  checks.check(
    'SIGTERM under load: requests in flight at the signal are answered whole after it',
    drainedAfterSignal.length >= 3,
    `${drainedAfterSignal.length} drained`,
  );
  checks.check(
    'SIGTERM under load: every other answer is whole or a clean refusal (no 500)',
    answers.every((a) => isWhole(a) || isRefusedUntaken(a)),
    answers
      .filter((a) => !isWhole(a) && !isRefusedUntaken(a))
      .slice(0, 3)
      .map((a) => `${a.status || a.error} ${(a.text ?? '').slice(0, 100)}`)
      .join(' | ') || `${answers.length} checked`,
  );
  checks.check(
    'SIGTERM under load: a refused request changed nothing, an answered one is kept',
    silentWrites.length === 0 && lostWrites.length === 0,
    `${adds.length} cart adds: ${silentWrites.length} written without an answer, ${lostWrites.length} answered but missing`,
  );
  checks.check(
    'SIGTERM under load: the process exits by itself within 10 s, code 0',
    Boolean(exit) && exit.at - signalledAt < 10_000 && exit.code === 0,
    exit ? `${exit.at - signalledAt} ms, code ${exit.code}${exit.signal ? `, signal ${exit.signal}` : ''}` : 'still running after 15 s',
  );
  return { burst: BURST };
}

function countBy(answers) {
  const counts = {};
  for (const a of answers) counts[a.status || a.error] = (counts[a.status || a.error] ?? 0) + 1;
  return counts;
}
