// The demo slot's page logic: reads its launch session from its own address (?session=...),
// asks the game's API (../api/state) for the launch, then plays rounds (../api/spin). Money is
// the server's: the page only shows the balance each answer carries. Plain JS module, no build.

// A page of its own in the browser (the repository's lint gives browser globals to TypeScript only).
/* global AbortSignal, URL, URLSearchParams, document, fetch, location, matchMedia, performance, setTimeout */

const API = new URL('../api/', location.href);

/** A call that takes longer is treated as a lost connection (the player gets "Tentar novamente"). */
const CALL_TIMEOUT_MS = 15_000;

/** The reels turn at least this long, so a fast answer still reads as a spin. */
const MIN_SPIN_MS = 700;

/** Each reel stops this long after the one before it. */
const REEL_STAGGER_MS = 180;

const TEXT = {
  loading: 'Carregando o jogo…',
  ready: 'Escolha a aposta e toque em Girar.',
  spinning: 'Girando…',
  unconfirmed: 'Rodada não confirmada',
  noWin: 'Sem prêmio desta vez',
  balance: 'Saldo',
  credits: 'Créditos de demonstração',
  expiredTitle: 'Sessão expirada',
  expiredText: 'Feche o jogo e abra de novo pelo cassino.',
  loadFailedTitle: 'Não foi possível abrir o jogo',
  loadFailedText: 'Sem conexão com o jogo. Verifique sua internet e tente novamente.',
  spinFailed:
    'Sem conexão com o jogo. Tentar novamente mostra o resultado desta rodada, sem apostar duas vezes.',
  balanceLow: 'Saldo insuficiente para esta aposta. Escolha um valor menor.',
  bet: 'Aposta',
  betCredits: 'Aposta em créditos',
  anyPosition: 'em qualquer posição',
};

// ---------------------------------------------------------------------------------------------
// Symbols: drawn shapes, no emoji or web font (the same on every device and in screenshots).

const ART = {
  sete: '<path d="M14 10h38v9L32 56H20l19-37H14z" fill="#e8253f" stroke="#8f0f22" stroke-width="3" stroke-linejoin="round"/>',
  bar: '<rect x="6" y="18" width="52" height="28" rx="6" fill="#1d1530" stroke="#c7901d" stroke-width="3"/><text x="32" y="39" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#f5c451">BAR</text>',
  sino: '<path d="M32 8c-10 0-16 8-16 18v12l-7 9h46l-7-9V26c0-10-6-18-16-18z" fill="#f5c451" stroke="#a8740f" stroke-width="3" stroke-linejoin="round"/><circle cx="32" cy="52" r="5" fill="#a8740f"/>',
  uva: '<path d="M34 8c6 0 12 3 14 8-6 1-11-1-14-5z" fill="#3fae4f"/><g fill="#7b3fc4" stroke="#4b1f84" stroke-width="2"><circle cx="24" cy="22" r="7"/><circle cx="38" cy="22" r="7"/><circle cx="31" cy="33" r="7"/><circle cx="18" cy="34" r="6"/><circle cx="44" cy="34" r="6"/><circle cx="25" cy="45" r="6"/><circle cx="38" cy="45" r="6"/><circle cx="31" cy="55" r="5"/></g>',
  limao:
    '<path d="M6 32c4-14 16-20 26-20s22 6 26 20c-4 14-16 20-26 20S10 46 6 32z" fill="#ffd93b" stroke="#c9a100" stroke-width="3"/><path d="M20 26c4-4 9-6 14-6" stroke="#fff3a6" stroke-width="3" fill="none" stroke-linecap="round"/>',
  cereja:
    '<path d="M22 42C24 28 30 18 40 10M42 44C40 30 40 20 40 10" stroke="#2f8a3a" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M40 10c6-4 12-3 16 0-5 4-11 4-16 0z" fill="#3fae4f"/><circle cx="21" cy="46" r="11" fill="#d8162f" stroke="#85091a" stroke-width="2"/><circle cx="43" cy="47" r="11" fill="#d8162f" stroke="#85091a" stroke-width="2"/><circle cx="17" cy="42" r="3" fill="#ff7d8f"/><circle cx="39" cy="43" r="3" fill="#ff7d8f"/>',
};

function svgOf(id) {
  return `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${ART[id] ?? ''}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// The page's parts

const byId = (id) => document.getElementById(id);
const el = {
  name: byId('game-name'),
  balanceLabel: byId('balance-label'),
  balance: byId('balance'),
  loading: byId('loading'),
  problem: byId('problem'),
  problemTitle: byId('problem-title'),
  problemText: byId('problem-text'),
  problemRetry: byId('problem-retry'),
  play: byId('play'),
  reels: [...byId('reels').querySelectorAll('.reel')],
  result: byId('result'),
  notice: byId('notice'),
  noticeText: byId('notice-text'),
  noticeRetry: byId('notice-retry'),
  bets: byId('bets'),
  betsLegend: byId('bets-legend'),
  spin: byId('spin'),
  payRows: byId('pay-rows'),
  rtp: byId('rtp'),
};

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

const token = new URLSearchParams(location.search).get('session') ?? '';

/** The launch as the API answered it, kept up to date by each spin. */
let game = null;
/** The bet chosen (one of game.bets). */
let bet = null;
/** A spin is waiting for its answer: "Girar" does nothing meanwhile (no double bet). */
let busy = false;
/** What "Tentar novamente" does, when it is offered. */
let retryAction = null;

// ---------------------------------------------------------------------------------------------
// Money in pt-BR: real money in the launch currency, or demo credits (never shown as reais).

function amountText(amount) {
  if (game.trial) {
    return new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  }
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 8 };
  try {
    return new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: game.currency,
      ...digits,
    }).format(amount);
  } catch {
    // Intl knows three-letter codes only (USDT is four).
    return `${new Intl.NumberFormat('pt-BR', digits).format(amount)} ${game.currency}`;
  }
}

/** "Você ganhou R$ 4,00!" or, in trial, "Você ganhou 4,00 créditos!". */
function winText(amount) {
  return game.trial
    ? `Você ganhou ${amountText(amount)} créditos!`
    : `Você ganhou ${amountText(amount)}!`;
}

/** bet × multiplier without float dust (bets have at most 8 decimals). */
function times(amount, multiplier) {
  return Math.round(amount * multiplier * 1e8) / 1e8;
}

// ---------------------------------------------------------------------------------------------
// Calls

class ConnectionError extends Error {}

/** A JSON answer of the game's API; throws ConnectionError when there is none to read. */
async function call(path, init = {}) {
  let response;
  try {
    response = await fetch(new URL(path, API), {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    throw new ConnectionError();
  }
  if (!response.ok) throw new ConnectionError();
  let body;
  try {
    body = await response.json();
  } catch {
    throw new ConnectionError();
  }
  if (typeof body !== 'object' || body === null) throw new ConnectionError();
  return body;
}

function fetchState() {
  return call(`state?${new URLSearchParams({ session: token })}`);
}

function postSpin(request) {
  return call('spin', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session: token, bet: request.bet, round: request.round }),
  });
}

// ---------------------------------------------------------------------------------------------
// Drawing

function showOnly(part) {
  el.loading.hidden = part !== 'loading';
  el.problem.hidden = part !== 'problem';
  el.play.hidden = part !== 'play';
}

function showProblem(title, text, retry) {
  busy = false;
  showOnly('problem');
  el.problemTitle.textContent = title;
  el.problemText.textContent = text;
  el.problemRetry.hidden = !retry;
  el.problemRetry.onclick = retry;
  // The whole game gave way to this message: focus goes to it, so it is read.
  el.problemTitle.focus();
}

function showExpired() {
  document.title = `${TEXT.expiredTitle} · Caça-níqueis da Vitrine (demo)`;
  showProblem(TEXT.expiredTitle, TEXT.expiredText, null);
}

function showNotice(text, retry = null) {
  el.noticeText.textContent = text;
  el.notice.hidden = false;
  el.noticeRetry.hidden = !retry;
  retryAction = retry;
}

function hideNotice() {
  el.notice.hidden = true;
  retryAction = null;
}

function setSymbol(reel, id) {
  const symbol = reel.querySelector('.symbol');
  symbol.innerHTML = svgOf(id);
  symbol.setAttribute('aria-label', nameOf(id));
}

function nameOf(id) {
  return game.symbols.find((s) => s.id === id)?.name ?? id;
}

function renderBalance() {
  el.balanceLabel.textContent = game.trial ? TEXT.credits : TEXT.balance;
  el.balance.textContent = amountText(game.balance);
}

function renderBets() {
  if (!game.bets.includes(bet)) bet = game.bets[0];
  el.betsLegend.textContent = game.trial ? TEXT.betCredits : TEXT.bet;
  el.bets.replaceChildren(
    ...game.bets.map((value) => {
      const label = document.createElement('label');
      label.className = 'bet';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'bet';
      input.value = String(value);
      input.checked = value === bet;
      input.addEventListener('change', () => {
        bet = value;
        renderPayTable();
      });
      const chip = document.createElement('span');
      chip.textContent = amountText(value);
      label.append(input, chip);
      return label;
    }),
  );
}

function renderPayTable() {
  el.payRows.replaceChildren(
    ...game.payTable.map((line) => {
      const row = document.createElement('tr');
      const combo = document.createElement('th');
      combo.scope = 'row';
      const box = document.createElement('span');
      box.className = 'combo';
      const art = document.createElement('span');
      art.className = 'combo-art';
      art.innerHTML = line.symbols.map(svgOf).join('');
      const label = document.createElement('span');
      const anyOrder = line.symbols.length < 3;
      label.textContent = anyOrder ? `${line.label} ${TEXT.anyPosition}` : line.label;
      box.append(art, label);
      combo.append(box);
      const pays = document.createElement('td');
      pays.textContent = `×${line.multiplier}`;
      const withBet = document.createElement('td');
      withBet.textContent = amountText(times(bet, line.multiplier));
      row.append(combo, pays, withBet);
      return row;
    }),
  );
  el.rtp.textContent = new Intl.NumberFormat('pt-BR', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(game.rtp);
}

function renderGame() {
  document.title = `${game.gameName} · Caça-níqueis da Vitrine (demo)`;
  el.name.textContent = game.gameName;
  renderBalance();
  renderBets();
  renderPayTable();
  el.reels.forEach((reel, i) => setSymbol(reel, game.reels[i]));
  showOnly('play');
}

function setBusy(value) {
  busy = value;
  // aria-disabled rather than disabled: the button keeps the keyboard focus during the spin.
  el.spin.setAttribute('aria-disabled', String(value));
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startReels() {
  for (const reel of el.reels) {
    reel.classList.remove('landed');
    reel.classList.add('spinning');
  }
}

/** Stops the reels on `ids`, one after another unless the player asked for less motion. */
async function stopReels(ids) {
  for (const [i, reel] of el.reels.entries()) {
    if (i > 0 && !reducedMotion.matches) await wait(REEL_STAGGER_MS);
    setSymbol(reel, ids[i]);
    reel.classList.remove('spinning');
    if (!reducedMotion.matches) reel.classList.add('landed');
  }
}

function showResult(round) {
  const reels = round.reels.map(nameOf).join(', ');
  el.result.classList.toggle('won', round.win > 0);
  const headline = document.createElement('span');
  headline.textContent = round.win > 0 ? winText(round.win) : TEXT.noWin;
  // Read with the result: what the reels show, for a player who cannot see them.
  const detail = document.createElement('span');
  detail.className = 'result-line';
  detail.textContent = round.line ? `${reels} · ${round.line} ×${round.multiplier}` : reels;
  el.result.replaceChildren(headline, detail);
}

// ---------------------------------------------------------------------------------------------
// Playing

async function load() {
  if (!token) {
    showExpired();
    return;
  }
  showOnly('loading');
  let answer;
  try {
    answer = await fetchState();
  } catch {
    showProblem(TEXT.loadFailedTitle, TEXT.loadFailedText, () => void load());
    return;
  }
  if (answer.error === 'session-expired') {
    showExpired();
    return;
  }
  if (answer.error) {
    showProblem(TEXT.loadFailedTitle, answer.message, () => void load());
    return;
  }
  game = answer;
  renderGame();
}

/** Reads the launch again (balance, bets, round) without leaving the game on screen. */
async function refresh() {
  try {
    const answer = await fetchState();
    if (answer.error === 'session-expired') return showExpired();
    if (!answer.error) {
      game = answer;
      renderBalance();
      renderBets();
      renderPayTable();
    }
  } catch {
    // The next spin shows the connection problem, with its own retry.
  }
}

function spin() {
  if (busy || !game) return;
  hideNotice();
  if (bet > game.balance) {
    showNotice(TEXT.balanceLow);
    return;
  }
  void play({ bet, round: game.round + 1 });
}

/** Plays `request`; asked again after a lost answer, the server answers the same round. */
async function play(request) {
  setBusy(true);
  hideNotice();
  el.result.classList.remove('won');
  el.result.textContent = TEXT.spinning;
  if (!reducedMotion.matches) startReels();
  const started = performance.now();
  let answer;
  try {
    answer = await postSpin(request);
  } catch {
    answer = null;
  }
  if (!reducedMotion.matches) await wait(MIN_SPIN_MS - (performance.now() - started));

  if (answer === null) {
    await stopReels(game.reels);
    el.result.textContent = TEXT.unconfirmed;
    showNotice(TEXT.spinFailed, () => void play(request));
  } else if (answer.error === 'session-expired') {
    showExpired();
  } else if (answer.error) {
    await stopReels(game.reels);
    el.result.textContent = TEXT.ready;
    showNotice(answer.error === 'balance-low' ? TEXT.balanceLow : answer.message);
    await refresh();
  } else {
    await stopReels(answer.reels);
    game.round = answer.round;
    game.balance = answer.balance;
    game.reels = answer.reels;
    renderBalance();
    showResult(answer);
  }
  setBusy(false);
}

el.spin.addEventListener('click', spin);
el.noticeRetry.addEventListener('click', () => retryAction?.());

void load();
