import { registerMessages } from '../t';

/** pt-BR messages of the auth area: the login/register pop-up and the reset-password screen. */
export const authMessages = registerMessages({
  'auth.title': 'Entrar ou cadastrar',
  'auth.tabs.label': 'Acesso à conta',
  'auth.tab.login': 'Entrar',
  'auth.tab.register': 'Cadastrar',

  'auth.phone.label': 'Celular',
  'auth.phone.placeholder': '(11) 91234-5678',
  'auth.phone.invalid': 'Informe um celular válido, com DDD',
  'auth.password.label': 'Senha',
  'auth.password.newLabel': 'Nova senha',
  'auth.password.confirmLabel': 'Repita a nova senha',
  'auth.password.hint': 'De 8 a 20 caracteres, com letras e números',
  'auth.password.weak': 'Use de 8 a 20 caracteres, com letras e números',
  'auth.password.mismatch': 'As senhas não coincidem',
  'auth.code.label': 'Código por SMS',
  'auth.code.invalid': 'O código tem 6 números',
  'auth.code.send': 'Enviar código',
  'auth.code.resend': 'Reenviar em {seconds} s',
  'auth.code.sent': 'Enviamos o código para {phone}.',
  'auth.cpf.label': 'CPF',
  'auth.cpf.placeholder': '000.000.000-00',
  'auth.cpf.invalid': 'CPF inválido',
  'auth.invite.label': 'Código de convite (opcional)',
  'auth.invite.invalid': 'Use apenas letras e números',
  'auth.terms.label': 'Tenho 18 anos ou mais e aceito os {terms} e a {privacy}',
  'auth.terms.terms': 'termos de uso',
  'auth.terms.privacy': 'política de privacidade',
  'auth.document.terms': 'Termos de uso',
  'auth.document.privacy': 'Política de privacidade',
  'auth.terms.required': 'Confirme que tem 18 anos ou mais e aceita os termos',

  'auth.gift.title': 'Ganhe {count} presentes de {amount}',
  'auth.gift.description': 'Presente de boas-vindas para quem cria a conta agora.',

  'auth.login.submit': 'Entrar',
  'auth.login.forgot': 'Esqueci minha senha',
  'auth.login.success': 'Bem-vindo de volta!',
  'auth.register.submit': 'Criar conta',
  'auth.register.success': 'Conta criada. Bem-vindo!',

  'auth.reset.title': 'Redefinir senha',
  'auth.reset.intro':
    'Informe o celular da sua conta. Enviamos um código por SMS para você criar uma nova senha.',
  'auth.reset.submit': 'Salvar nova senha',
  'auth.reset.doneTitle': 'Senha redefinida',
  'auth.reset.doneText': 'Pronto! Agora é só entrar com a nova senha.',
  'auth.reset.login': 'Entrar',
} as const);
