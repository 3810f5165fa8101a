import { registerMessages } from '../t';

/**
 * pt-BR messages of the player's own pages, /person and /person/edit, and the account feature
 * pieces they compose (logout, nickname, avatar): a lazy area (pt-BR.ts).
 */
export const personMessages = registerMessages({
  'person.title': 'Perfil',
  'person.loadError': 'Não foi possível carregar seu perfil.',

  'person.profile.number': 'Nº de jogador',
  'person.profile.copy': 'Copiar número de jogador',
  'person.profile.copied': 'Número de jogador copiado',
  'person.profile.selected': 'Número selecionado: copie pelo menu do celular.',
  'person.profile.edit': 'Editar perfil',

  'person.wallet.title': 'Saldo total',
  'person.wallet.current': 'Moeda atual: {currency}',
  'person.wallet.open': 'Carteira',
  'person.wallet.deposit': 'Depositar',
  'person.wallet.withdraw': 'Sacar',
  'person.wallet.actions': 'Movimentar a carteira',
  'person.wallet.empty': 'Você ainda não tem carteira. Faça seu primeiro depósito para começar.',
  'person.wallet.unavailable': 'Não foi possível carregar seu saldo.',

  'person.menu.title': 'Minha conta',
  'person.menu.orders': 'Meus pedidos',
  'person.menu.records': 'Extrato',
  'person.menu.bets': 'Histórico de apostas',
  'person.menu.transfers': 'Transferências',
  'person.menu.code': 'Código de resgate',
  'person.menu.messages': 'Mensagens',
  'person.menu.unreadOne': '1 não lida',
  'person.menu.unreadMany': '{count} não lidas',
  'person.menu.invite': 'Convidar amigos',
  'person.menu.settings': 'Configurações',
  'person.menu.service': 'Atendimento',

  'person.edit.title': 'Editar perfil',
  'person.edit.avatar.title': 'Imagem do perfil',
  'person.edit.avatar.current': 'Imagem atual',
  'person.edit.avatar.option': 'Imagem {n} de {total}',
  'person.edit.avatar.empty': 'Nenhuma imagem disponível agora. Você ainda pode mudar o apelido.',
  'person.edit.avatar.unavailable': 'Não foi possível carregar as imagens.',
  'person.edit.nickname.label': 'Apelido',
  'person.edit.nickname.hint':
    'De {min} a {max} caracteres: letras, números, espaço, ponto, hífen ou sublinhado.',
  'person.edit.nickname.required': 'Informe um apelido.',
  'person.edit.nickname.tooShort': 'O apelido precisa ter pelo menos {min} caracteres.',
  'person.edit.nickname.tooLong': 'O apelido pode ter no máximo {max} caracteres.',
  'person.edit.nickname.character':
    'O caractere "{char}" não é permitido. Use letras, números, espaço, ponto, hífen ou sublinhado.',
  'person.edit.nickname.invisible':
    'O apelido tem um caractere invisível ou de controle. Apague e digite de novo.',
  'person.edit.nickname.needsLetter':
    'O apelido precisa ter pelo menos uma letra, para não ser confundido com um número de jogador.',
  'person.edit.unchanged': 'Escolha outra imagem ou mude o apelido para salvar.',
  'person.edit.save': 'Salvar',
  'person.edit.saved': 'Perfil atualizado.',
} as const);
