import { registerMessages } from '../t';

/**
 * pt-BR messages of the primitives that never draw the first screen (form fields, toasts,
 * dialogs, avatars, countdowns): a lazy area that loads with the code that shows them.
 */
export const uiExtrasMessages = registerMessages({
  'common.cancel': 'Cancelar',
  'common.confirm': 'Confirmar',
  'common.required': 'Campo obrigatório',
  'field.invalid': 'Valor inválido',
  'field.tooLong': 'Máximo de {max} caracteres',
  'field.min': 'O valor mínimo é {min}',
  'field.max': 'O valor máximo é {max}',
  'field.counter': '{count} de {max} caracteres',
  'toast.region': 'Notificações',
  'toast.dismiss': 'Dispensar notificação',
  'countdown.label': 'Tempo restante: {time}',
  'countdown.ended': 'Encerrado',
  'avatar.label': 'Avatar de {name}',
  'field.showPassword': 'Mostrar senha',
  'field.hidePassword': 'Ocultar senha',
  'field.counterShort': '{count}/{max}',
  'dialog.ok': 'OK',
  // The paged list's footer (LoadMoreFooter): the same words under every list.
  'list.loadMore': 'Carregar mais',
} as const);
