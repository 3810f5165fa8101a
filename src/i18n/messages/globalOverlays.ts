import { registerMessages } from '../t';

/** pt-BR messages of the global overlays (spec 2 "Global overlays"). */
export const globalOverlaysMessages = registerMessages({
  // Server dialogs (spec 8: 6109/6121) without a title of their own.
  'globalMessages.dialogTitle': 'Aviso',

  // Notice pop-ups (banner loginPush).
  'notice.title': 'Aviso',
  'notice.counter': '{index} de {total}',
  'notice.imageAlt': 'Aviso {index} de {total}',
  'notice.learnMore': 'Saiba mais',
  'notice.next': 'Próximo',
  'notice.dontShowToday': 'Não mostrar novamente hoje',

  // Share pop-up (spec 7 "Sharing").
  'share.title': 'Convidar amigos',
  'share.description': 'Compartilhe seu link de convite com amigos pelo app que preferir.',
  'share.inviteText': 'Vem jogar comigo! Faça seu cadastro com o meu código de convite {code}.',
  'share.targets': 'Compartilhar por',
  'share.target.whatsapp': 'WhatsApp',
  'share.target.telegram': 'Telegram',
  'share.target.facebook': 'Facebook',
  'share.target.twitter': 'X (Twitter)',
  'share.target.instagram': 'Instagram',
  'share.target.sms': 'SMS',
  'share.opensApp': '{name} (abre em outra aba)',
  'share.link': 'Seu link de convite',
  'share.code': 'Código de convite: {code}',
  'share.copy': 'Copiar link',
  'share.copied': 'Link copiado',
  'share.copyFailed': 'Não foi possível copiar. Selecione o link e copie manualmente.',
  'share.native': 'Mais opções do aparelho',
  'share.nativeFailed':
    'Não foi possível abrir o compartilhamento do aparelho. Use uma das opções acima.',
  'share.unavailable': 'Seu link de convite ainda não está disponível. Tente novamente mais tarde.',

  // Game pop-up (spec 7 "POST game enter").
  'game.fallbackTitle': 'Jogo',
  'game.loading': 'Abrindo o jogo…',
  'game.loadingDescription': 'Só um instante.',
  'game.trial': 'Modo demonstração',
  'game.close': 'Fechar o jogo',
  'game.error.title': 'Não foi possível abrir o jogo',
  'game.error.unsafe': 'O endereço do jogo não é válido. Tente novamente mais tarde.',
  'game.error.notAGame':
    'O servidor enviou um endereço que não é de um jogo. Tente novamente mais tarde.',

  // After-deposit pop-up.
  'afterDeposit.success.title': 'Depósito confirmado!',
  'afterDeposit.success.description': 'O valor já está na sua carteira. Boa sorte!',
  'afterDeposit.pending.title': 'Aguardando confirmação do Pix',
  'afterDeposit.pending.description':
    'Assim que o banco confirmar o pagamento, o saldo aparece na sua carteira. Costuma levar poucos segundos.',
  'afterDeposit.amount': 'Valor do depósito',
  'afterDeposit.order': 'Pedido {orderNo}',
  'afterDeposit.play': 'Jogar agora',
  'afterDeposit.wallet': 'Ver carteira',
  'afterDeposit.next.title': 'Seu próximo bônus',
  'afterDeposit.next.alt': 'Oferta para o seu 2º depósito',

  // Maintenance page (spec 3, 4, 8: 6102).
  'maintenance.title': 'Estamos em manutenção',
  'maintenance.description': 'Estamos melhorando a plataforma para você. Voltamos em breve.',
  'maintenance.window': 'De {start} até {end}',
  'maintenance.until': 'Previsão de retorno: {end}',
  'maintenance.timeZone': 'Horário de Brasília',
  'maintenance.unknownEnd': 'Ainda sem previsão de retorno.',
  'maintenance.backIn': 'Voltamos em',
  'maintenance.stillDown': 'A plataforma continua em manutenção.',
  'maintenance.checkFailed': 'Não foi possível verificar agora. Tente novamente em instantes.',

  // Language picker (spec 2 header language button).
  'languagePicker.title': 'Idioma',
  'languagePicker.list': 'Idiomas disponíveis',
  'languagePicker.failed': 'Não foi possível trocar o idioma. Tente novamente.',

  // Currency picker (spec 5 currency search).
  'currencyPicker.title': 'Escolher moeda',
  'currencyPicker.search': 'Buscar moeda',
  'currencyPicker.searchPlaceholder': 'Ex.: BRL, USDT',
  'currencyPicker.hideEmpty': 'Ocultar saldos zerados',
  'currencyPicker.list': 'Moedas da carteira',
  'currencyPicker.noResults.title': 'Nenhuma moeda encontrada',
  'currencyPicker.noResults.description':
    'Confira o código e tente de novo, por exemplo BRL ou USDT.',
} as const);
