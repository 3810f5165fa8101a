import { registerMessages } from '../t';

/**
 * pt-BR messages of the player's messages: /notice (system and personal tabs, the message read
 * in full, the register-success notice) and features/messages. A lazy area (pt-BR.ts).
 */
export const inboxMessages = registerMessages({
  'inbox.title': 'Mensagens',
  'inbox.tabs': 'Tipo de mensagem',
  'inbox.tab.system': 'Sistema',
  'inbox.tab.personal': 'Pessoais',
  'inbox.label.system': 'Mensagens do sistema',
  'inbox.label.personal': 'Mensagens pessoais',
  'inbox.unread.none': 'Nenhuma mensagem não lida',
  'inbox.unread.one': '1 mensagem não lida',
  'inbox.unread.other': '{count} mensagens não lidas',
  // Said inside a row's name: the red dot in words.
  'inbox.row.unread': 'Não lida',
  'inbox.empty.system.title': 'Nenhuma mensagem do sistema',
  'inbox.empty.system.description': 'Avisos da plataforma, como manutenções, aparecem aqui.',
  'inbox.empty.personal.title': 'Nenhuma mensagem pessoal',
  'inbox.empty.personal.description':
    'Mensagens sobre a sua conta, como depósitos e saques, aparecem aqui.',
  'inbox.moreFailed': 'Não foi possível carregar mais mensagens.',
  'inbox.end': 'Você viu todas as mensagens',
  'inbox.shown': 'Mostrando {shown} de {total}',
  'inbox.sentAt': 'Enviada em {date}',
  // The register-success notice (messageTemplate register_success_notice).
  'inbox.welcome.label': 'Boas-vindas',
  'inbox.welcome.tag': 'Boas-vindas',
});
