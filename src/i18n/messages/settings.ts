import { registerMessages } from '../t';

/**
 * pt-BR messages of the player's settings: /setting (language, currency, security, logout),
 * /changePassword and /codeauth (the phone check). A lazy area (pt-BR.ts).
 */
export const settingsMessages = registerMessages({
  'settings.title': 'Configurações',
  'settings.preferences': 'Preferências',
  'settings.security': 'Conta e segurança',
  'settings.language.label': 'Idioma',
  // The language's own name, when the platform's list (spec 3 country/language) has not got it.
  'settings.language.pt-BR': 'Português',
  'settings.language.en': 'English',
  'settings.currency.label': 'Moeda',
  'settings.password.label': 'Alterar senha',
  'settings.phone.label': 'Verificar celular',
  'settings.phone.verified': 'Verificado',
  'settings.phone.none': 'Nenhum celular na conta',
  'settings.phone.failed': 'Não foi possível carregar seu celular.',
  'settings.back': 'Voltar às configurações',

  // Spec 4: logging out clears the user info, the wallets and the CPF; the visitor view follows.
  'settings.logout.button': 'Sair da conta',
  'settings.logout.title': 'Sair da conta?',
  'settings.logout.message':
    'Para jogar, depositar ou ver seu saldo, você vai precisar entrar de novo.',
  'settings.logout.confirm': 'Sair',
  'settings.logout.done': 'Você saiu da conta.',

  // The account the forms below need (the phone the SMS goes to).
  'settings.account.loading': 'Carregando os dados da sua conta…',
  'settings.account.failedTitle': 'Não foi possível carregar sua conta',
  'settings.account.failedText': 'Verifique sua internet e tente novamente.',
  'settings.noPhone.title': 'Sua conta não tem um celular cadastrado',
  'settings.noPhone.text':
    'Precisamos enviar um código por SMS para confirmar que é você. Fale com o atendimento para cadastrar um celular.',
  'settings.noPhone.service': 'Falar com o atendimento',

  'settings.changePassword.title': 'Alterar senha',
  'settings.changePassword.intro':
    'Confirme a senha atual, escolha a nova e digite o código que enviaremos por SMS para {phone}.',
  'settings.changePassword.oldLabel': 'Senha atual',
  'settings.changePassword.oldRequired': 'Digite a senha atual',
  'settings.changePassword.newRequired': 'Digite a nova senha',
  'settings.changePassword.confirmRequired': 'Digite a nova senha outra vez',
  'settings.code.required': 'Digite o código que enviamos por SMS',
  'settings.changePassword.sameAsOld': 'A nova senha precisa ser diferente da atual',
  'settings.changePassword.submit': 'Alterar senha',
  'settings.changePassword.doneTitle': 'Senha alterada',
  'settings.changePassword.doneText':
    'Você continua conectado neste aparelho. No próximo acesso, entre com a nova senha.',

  'settings.codeAuth.title': 'Verificar celular',
  'settings.codeAuth.intro':
    'Enviaremos um código por SMS para {phone}. Digite-o abaixo para confirmar que este celular é seu.',
  'settings.codeAuth.submit': 'Verificar celular',
  'settings.codeAuth.doneTitle': 'Celular verificado',
  'settings.codeAuth.doneText': 'Pronto! O celular {phone} está confirmado na sua conta.',
} as const);
