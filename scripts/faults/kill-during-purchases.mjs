// Fault (b): the server is killed with SIGKILL in the middle of a burst of purchases (one cart item
// each, several users at once), then started again. Each purchase must be whole or absent (its
// contracts pending with its id, or still in the cart with none), every purchase answered 200 must
// exist, and the SMTP sink must receive one acceptance e-mail per committed purchase. SMTP cannot be
// exactly once: an e-mail the killed process handed over but had not marked sent goes out again,
// as the same message (same Message-ID, which receivers drop), and only for a row it held.
import { createHash } from 'node:crypto';
import { request } from './http-client.mjs';

const PER_USER = 10;
const KILL_AFTER = 4;

export async function killDuringPurchases({ port, db, users, sink, restart, checks }) {
  // The cart items to buy, made before the burst.
  const items = [];
  for (const user of users) {
    for (let i = 0; i < PER_USER; i += 1) {
      const res = await request({
        port,
        method: 'POST',
        path: '/api/contracts',
        company: user.company,
        token: user.token,
        body: { year: 2027, benefitId: user.gymId, items: [{ familyId: null, month: 1 + i, price: 1990 }], details: {} },
      });
      if (res.status !== 201) throw new Error(`cart add for the purchase burst: ${res.status} ${res.text}`);
      items.push({ user, id: res.json.id });
    }
  }
  await sink.settle(1000);
  const mailsBefore = sink.messages.length;

  let answered = 0;
  let enoughAnswered;
  const someAnswered = new Promise((resolve) => {
    enoughAnswered = resolve;
  });
  const burstAt = Date.now();
  const answers = items.map(async (item) => {
    const res = await request({
      port,
      method: 'POST',
      path: '/api/contracts/purchase',
      company: item.user.company,
      token: item.user.token,
      body: { ids: [item.id] },
    });
    if (res.status === 200 && ++answered === KILL_AFTER) enoughAnswered();
    return { item, res };
  });
  // Kill once a few purchases are through: the others are queued or half done.
  await Promise.race([someAnswered, new Promise((r) => setTimeout(r, 5000))]);
  const killedAt = Date.now();
  restart.kill();
  const settled = await Promise.all(answers);
  const answeredOk = settled.filter((a) => a.res.status === 200);
  const cutOff = settled.filter((a) => a.res.status === 0);
  console.log(
    `  ${items.length} purchases raced, SIGKILL ${killedAt - burstAt} ms in: ${answeredOk.length} answered 200, ${cutOff.length} cut off, ${settled.length - answeredOk.length - cutOff.length} other`,
  );

  await restart.start();

  // Rows the killed process had claimed stay leased (300 s). Let that time pass for them, as the
  // next poll after the lease would, so the check does not wait five minutes.
  const leased = await db.query("update mail_outbox set next_attempt_at = now() where status = 'pending' and next_attempt_at > now() returning id");
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const {
      rows: [{ pending }],
    } = await db.query("select count(*)::int as pending from mail_outbox where status = 'pending'");
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await sink.settle(1500);

  const ids = items.map((i) => i.id);
  const { rows: contracts } = await db.query('select id, status, purchase_id from contracts where id = any($1::int[])', [ids]);
  const { rows: purchases } = await db.query(
    `select id, contract_ids, token_hash from purchases p
    where exists (select 1 from jsonb_array_elements(p.contract_ids) e where e::int = any($1::int[]))`,
    [ids],
  );
  const purchaseById = new Map(purchases.map((p) => [p.id, p]));
  const broken = contracts.filter((c) => {
    if (c.status === 'cart') return c.purchase_id !== null;
    const purchase = purchaseById.get(c.purchase_id);
    return c.status !== 'pending' || !purchase || !purchase.contract_ids.includes(c.id);
  });
  const lostAnswers = answeredOk.filter((a) => !purchaseById.has(a.res.json?.purchaseId));
  const mails = sink.messages.slice(mailsBefore).map((m) => ({ ...m, token: m.text.match(/contracts\/accept\?token=([A-Za-z0-9_-]+)/)?.[1] ?? null }));
  const messageIdsByHash = new Map();
  for (const mail of mails.filter((m) => m.token)) {
    const hash = createHash('sha256').update(mail.token).digest('hex');
    messageIdsByHash.set(hash, [...(messageIdsByHash.get(hash) ?? []), mail.messageId]);
  }
  const copiesOf = (p) => messageIdsByHash.get(p.token_hash) ?? [];
  const counts = purchases.map((p) => new Set(copiesOf(p)).size);
  const resent = purchases.reduce((sum, p) => sum + copiesOf(p).length - new Set(copiesOf(p)).size, 0);
  const strays = [...messageIdsByHash.keys()].filter((hash) => !purchases.some((p) => p.token_hash === hash));

  checks.figure('killDuringPurchases', {
    raced: items.length,
    answered200: answeredOk.length,
    cutOff: cutOff.length,
    committed: purchases.length,
    mails: mails.length,
    leasesExpiredByHand: leased.rowCount,
  });
  checks.check(
    'SIGKILL in a purchase burst: the purchases were cut mid-burst',
    cutOff.length > 0 && answeredOk.length > 0,
    `${answeredOk.length} answered, ${cutOff.length} cut off`,
  );
  checks.check(
    'SIGKILL in a purchase burst: each purchase whole or absent',
    broken.length === 0 && contracts.length === ids.length,
    `${purchases.length} committed, ${contracts.filter((c) => c.status === 'cart').length} items still in the cart; ${broken.length} inconsistent`,
  );
  checks.check('SIGKILL in a purchase burst: every purchase answered 200 is in the database', lostAnswers.length === 0, `${answeredOk.length} answered`);
  checks.check(
    'SIGKILL in a purchase burst: each committed purchase e-mailed as one message (one Message-ID)',
    purchases.length > 0 && counts.every((n) => n === 1) && mails.every((m) => m.messageId),
    `${mails.length} e-mails for ${purchases.length} purchases; distinct messages per purchase ${JSON.stringify(countValues(counts))}`,
  );
  checks.check(
    'SIGKILL in a purchase burst: a copy sent again is only one the killed process held',
    resent <= leased.rowCount,
    `${resent} same-Message-ID copies; ${leased.rowCount} leases of the killed process expired by hand`,
  );
  checks.check('SIGKILL in a purchase burst: no e-mail for a purchase that does not exist', strays.length === 0, `${strays.length} strays`);
  return { raced: items.length };
}

function countValues(values) {
  const counts = {};
  for (const v of values) counts[`${v}×`] = (counts[`${v}×`] ?? 0) + 1;
  return counts;
}
