import { registerMessages } from '../t';

/**
 * pt-BR messages of the web push opt-in in /setting. A lazy area (pt-BR.ts).
 */
export const pushMessages = registerMessages({
  'push.label': 'Notificações',
  'push.checking': 'Verificando as notificações deste aparelho…',
  'push.off': 'Receba avisos de bônus, promoções e depósitos neste aparelho.',
  'push.on': 'Ativadas neste aparelho.',
  'push.subscribing': 'Ativando as notificações…',
  'push.unsubscribing': 'Desativando as notificações…',
  'push.unsupported':
    'Este navegador não recebe notificações. No iPhone, adicione o app à Tela de Início e ative por lá.',
  'push.denied':
    'As notificações estão bloqueadas para este site. Para liberar, toque no cadeado ao lado do endereço, abra Permissões e permita Notificações; depois volte aqui.',
  'push.failedOn': 'Não foi possível ativar as notificações.',
  'push.failedOff': 'Não foi possível desativar as notificações.',
  'push.retry': 'Tentar novamente',
} as const);
