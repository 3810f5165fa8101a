import { registerMessages } from '../t';

/**
 * pt-BR messages of the player's game library: favourites, recently played games, the bet
 * history, transfers and the providers directory (a lazy area, pt-BR.ts).
 */
export const libraryMessages = registerMessages({
  'library.favourites.title': 'Favoritos',
  'library.favourites.allLabel': 'Ver todos os favoritos',
  'library.favourites.loadError': 'Não foi possível carregar seus favoritos.',
  'library.favourites.emptyTitle': 'Nenhum favorito ainda',
  'library.favourites.emptyDescription': 'Toque no coração de um jogo para guardá-lo aqui.',
  'library.recent.title': 'Jogados recentemente',
  'library.recent.allLabel': 'Ver todos os jogos recentes',
  'library.recent.loadError': 'Não foi possível carregar seus jogos recentes.',
  'library.recent.emptyTitle': 'Nenhum jogo recente',
  'library.recent.emptyDescription': 'Os jogos que você abrir aparecem aqui.',
  'library.all': 'Ver todos',
  'library.bets.title': 'Histórico de apostas',
  'library.bets.label': 'Apostas',
  'library.bets.count.one': '1 aposta',
  'library.bets.count.other': '{count} apostas',
  'library.bets.emptyTitle': 'Nenhuma aposta neste período',
  'library.bets.emptyDescription': 'Escolha um período maior ou jogue um jogo.',
  'library.bets.stake': 'Aposta {amount}',
  'library.bets.winLabel': 'Prêmio',
  'library.bets.noWin': 'Sem prêmio',
  'library.transfers.title': 'Transferências',
  'library.transfers.label': 'Transferências',
  'library.transfers.count.one': '1 transferência',
  'library.transfers.count.other': '{count} transferências',
  'library.transfers.emptyTitle': 'Nenhuma transferência neste período',
  'library.transfers.emptyDescription':
    'Trocas de moeda e prêmios levados à carteira aparecem aqui.',
  'library.transfers.to': 'Para a carteira {currency}',
  'library.transfers.status.1': 'Em processamento',
  'library.transfers.status.2': 'Falhou',
  'library.transfers.status.3': 'Concluída',
  'library.providers.label': 'Provedores de jogos',
  'library.providers.games.one': '1 jogo',
  'library.providers.games.other': '{count} jogos',
  'library.providers.count': '{count} provedores',
  'library.providers.emptyTitle': 'Nenhum provedor disponível',
  'library.providers.emptyDescription': 'Os provedores aparecem aqui assim que forem liberados.',
});
