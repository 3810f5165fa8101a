// The demo chat's page logic: Ana greets, the player writes, and a canned pt-BR reply is chosen
// by keyword after a short "digitando…". Everything happens in the page: no call, no storage,
// so a reload starts the conversation over. Plain JS module, no build.

// A page of its own in the browser (the repository's lint gives browser globals to TypeScript only).
/* global Element, document, setTimeout */

/** How long Ana "types" before each reply: long enough to read as an answer, short for a demo. */
const TYPING_MS = 900;

const TEXT = {
  agent: 'Ana',
  player: 'Você',
  empty: 'Escreva sua mensagem antes de enviar.',
  greeting:
    'Olá! Eu sou a Ana, do atendimento da Vitrine. Posso ajudar com depósito via Pix, saque, bônus e promoções, senha e conta ou jogo responsável. Como posso ajudar?',
};

/**
 * The replies, first match wins. Responsible gaming comes first: "um limite de depósito" is a
 * request for a limit, not a question about deposits. Amounts are left to the app's own screens,
 * which read them from the operator, so no reply here can contradict them.
 */
const REPLIES = [
  {
    topic: 'responsible',
    pattern:
      /\bjogo responsavel\b|\blimite|\bpausa|\bpausar\b|\bauto-?exclu|\bviciad|\bvicio\b|\bcompulsiv|\bparar de jogar\b|\bdar um tempo\b/,
    text: 'Jogar deve ser diversão. Você pode pedir ao atendimento um limite de depósito ou uma pausa (autoexclusão por um período), e a página Jogo responsável, no menu, explica como cuidar do seu jogo. Nesta demonstração nenhum limite é aplicado de verdade. Se o jogo está pesando, converse com alguém: o CVV atende de graça pelo 188, 24 horas por dia.',
  },
  {
    topic: 'withdraw',
    pattern: /\bsaque|\bsacar\b|\bsaquei\b|\bretirada|\bretirar\b/,
    text: 'O saque vai para uma chave Pix no seu próprio CPF. Na Carteira, toque em Sacar, escolha a chave e o valor. Se parte do saldo ainda depende de apostas (rollover) de um bônus, essa parte só pode ser sacada depois. Você acompanha o pedido em Meus pedidos.',
  },
  {
    topic: 'deposit',
    pattern: /\bdeposit|\bpix\b|\brecarg|\brecarreg/,
    text: 'Para depositar via Pix, toque em Depositar, escolha o valor e copie o código Pix (copia e cola). Pague no app do seu banco antes de o código expirar: o saldo cai em poucos segundos. Os valores mínimo e máximo aparecem na própria tela de depósito.',
  },
  {
    topic: 'bonus',
    pattern: /\bbonus\b|\bpromoc|\bpromo\b|\bcupo(?:m|ns)\b|\bgiros? gratis\b|\bcashback\b/,
    text: 'As ofertas do momento ficam em Promoções, no menu. Cada uma mostra as próprias regras na página da oferta. Um bônus recebido entra na Carteira e pode pedir um valor em apostas (rollover) antes do saque.',
  },
  {
    topic: 'account',
    pattern: /\bsenha|\bcontas?\b|\blogin\b|\bentrar\b|\bcadastr|\bcpf\b|\bacesso\b|\bbloquead/,
    text: 'Se esqueceu a senha, toque em Entrar e depois em Esqueci minha senha: um código chega por SMS no celular da conta. Por segurança, nunca escreva sua senha nem códigos recebidos aqui no chat.',
  },
  {
    topic: 'thanks',
    pattern: /\bobrigad|\bvaleu\b/,
    text: 'Por nada! Se precisar de mais alguma coisa, é só escrever.',
  },
  {
    topic: 'greeting',
    pattern: /^(?:oi|ola|bom dia|boa tarde|boa noite|e ai)\b/,
    text: 'Olá! Em que posso ajudar? Escreva sua dúvida ou escolha um dos assuntos frequentes.',
  },
];

const FALLBACK =
  'Desculpe, não entendi. Posso ajudar com: depósito via Pix, saque, bônus e promoções, senha e conta ou jogo responsável. Escreva um desses assuntos ou escolha um dos assuntos frequentes.';

/** Lower case without accents, so "Depósito", "deposito" and "DEPÓSITO" read the same. */
function normalise(text) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();
}

function replyTo(text) {
  const words = normalise(text);
  return REPLIES.find((reply) => reply.pattern.test(words))?.text ?? FALLBACK;
}

// ---------------------------------------------------------------------------------------------
// The page's parts

const byId = (id) => document.getElementById(id);
const el = {
  log: byId('log'),
  typing: byId('typing-content'),
  topics: byId('topic-list'),
  form: byId('composer'),
  input: byId('message'),
  error: byId('composer-error'),
};

/** Replies still to be written, in the order the player asked. */
let pending = 0;
/** The chain of replies: each one starts once the one before it is in the log. */
let queue = Promise.resolve();

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds a message to the transcript; the text is only ever text, never markup. */
function addMessage(from, text) {
  const item = document.createElement('li');
  item.className = `message ${from === 'agent' ? 'from-agent' : 'from-player'}`;
  const sender = document.createElement('span');
  sender.className = from === 'agent' ? 'sender' : 'sender visually-hidden';
  // "Ana:" / "Você:" is read before each message, so the log says who wrote what.
  sender.textContent = `${from === 'agent' ? TEXT.agent : TEXT.player}:`;
  const bubble = document.createElement('p');
  bubble.className = 'bubble';
  bubble.textContent = text;
  item.append(sender, ' ', bubble);
  el.log.append(item);
  el.log.scrollTop = el.log.scrollHeight;
}

function showError(text) {
  el.input.setAttribute('aria-invalid', 'true');
  // Emptied first, so the same refusal twice in a row is announced twice.
  el.error.textContent = '';
  setTimeout(() => {
    el.error.textContent = text;
  }, 50);
}

function clearError() {
  el.input.removeAttribute('aria-invalid');
  el.error.textContent = '';
}

function setTyping(on) {
  el.typing.hidden = !on;
}

function send(text) {
  const message = text.trim();
  if (!message) {
    showError(TEXT.empty);
    el.input.focus();
    return false;
  }
  clearError();
  addMessage('player', message);
  pending += 1;
  setTyping(true);
  queue = queue.then(async () => {
    await wait(TYPING_MS);
    pending -= 1;
    addMessage('agent', replyTo(message));
    setTyping(pending > 0);
  });
  return true;
}

el.form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (send(el.input.value)) el.input.value = '';
});

el.input.addEventListener('input', () => {
  if (el.input.value.trim()) clearError();
});

el.topics.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-ask]') : null;
  if (button) send(button.getAttribute('data-ask') ?? '');
});

addMessage('agent', TEXT.greeting);
