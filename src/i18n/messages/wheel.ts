import { registerMessages } from '../t';

/**
 * pt-BR messages of activity type 8's wheels on /activityDetail/8 (the lucky turntable and the day
 * and month big wheels). A lazy area (pt-BR.ts).
 */
export const wheelMessages = registerMessages({
  'wheel.title': 'Gire e ganhe',
  'wheel.tabs': 'Roletas',
  'wheel.kind.turntable': 'Roleta',
  'wheel.kind.day': 'Diária',
  'wheel.kind.month': 'Mensal',
  'wheel.spinsLeft': 'Giros restantes',
  'wheel.spin': 'Girar',
  'wheel.spinning': 'Girando…',
  'wheel.image': 'Roleta com {count} prêmios, de {min} a {max}',
  'wheel.noSpins': 'Você usou todos os giros desta rodada.',
  'wheel.nextSpins': 'Novos giros em',
  'wheel.visitor': 'Crie sua conta para girar e ganhar prêmios em dinheiro.',
  'wheel.expired': 'Esta roleta terminou em {date}.',
  'wheel.empty.title': 'Nenhum prêmio nesta roleta',
  'wheel.empty.text': 'Os prêmios aparecem aqui assim que a roleta for aberta.',
  'wheel.won': 'Você ganhou {amount}!',
  'wheel.wonText': 'O prêmio já está no seu saldo.',
  'wheel.refusedTitle': 'Não foi possível girar',
  'wheel.refusedFallback': 'Não conseguimos girar a roleta agora. Tente de novo.',
  'wheel.error.title': 'Não foi possível carregar a roleta',
  'wheel.odds.title': 'Prêmios e chances',
  'wheel.odds.prize': 'Prêmio',
  'wheel.odds.chance': 'Chance',
  'wheel.odds.percent': '{value}%',
});
