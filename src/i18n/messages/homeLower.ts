import { registerMessages } from '../t';

/**
 * pt-BR messages of the home's lower sections (scratch ticket, "Ver mais jogos", bet table): a
 * lazy area that loads with their chunk (src/screens/Home/HomeLower.tsx).
 */
export const homeLowerMessages = registerMessages({
  // Scratch-ticket banner (spec 2 home item 8).
  'homeFeed.scratch.title': 'Raspadinha premiada',
  'homeFeed.scratch.prize': 'Prêmio acumulado',
  'homeFeed.scratch.cta': 'Raspar agora',
  'homeFeed.scratch.error': 'Não foi possível carregar a raspadinha.',

  // Get more (spec 2 home item 9).
  'homeFeed.getMore': 'Ver mais jogos',
  'homeFeed.getMore.error': 'Não foi possível carregar os provedores.',

  // Latest-bet and big-win table (spec 2 home item 10, spec 4).
  'homeFeed.bets.heading': 'Apostas ao vivo',
  'homeFeed.bets.tabs': 'Tipo de aposta',
  'homeFeed.bets.latest': 'Últimas apostas',
  'homeFeed.bets.big': 'Grandes vitórias',
  'homeFeed.bets.game': 'Jogo',
  'homeFeed.bets.player': 'Jogador',
  'homeFeed.bets.amount': 'Valor',
  'homeFeed.bets.multiplier': 'Multiplicador',
  'homeFeed.bets.multiplierShort': 'Mult.',
  'homeFeed.bets.multiplierValue': '{value}x',
  'homeFeed.bets.emptyTitle': 'Nenhuma aposta por enquanto',
  'homeFeed.bets.emptyDescription': 'As apostas dos jogadores aparecem aqui em tempo real.',
} as const);
