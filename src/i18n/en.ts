import type { Catalog } from './pt-BR';

/**
 * English catalog: the second language, loaded with a dynamic import only when a player picks
 * it (language.ts), so it never weighs on the first load. Typed as the full `Catalog`: every
 * pt-BR key must be here with the same `{placeholders}` (catalog.test.ts lists any gap).
 * Grouped like pt-BR.ts and its message modules, so a new pt-BR key is easy to place.
 */
export const en: Catalog = {
  // pt-BR.ts base keys.
  'common.loading': 'Loading…',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.confirm': 'Confirm',
  'common.retry': 'Try again',
  'common.clear': 'Clear',
  'common.back': 'Back',
  'common.required': 'Required field',
  'field.invalid': 'Invalid value',
  'field.tooLong': 'Up to {max} characters',
  'field.min': 'The minimum value is {min}',
  'field.max': 'The maximum value is {max}',
  'field.counter': '{count} of {max} characters',
  'toast.region': 'Notifications',
  'toast.dismiss': 'Dismiss notification',
  'empty.fail.title': 'Something went wrong',
  'empty.fail.description': 'We could not load this information.',
  'empty.empty_data.title': 'Nothing here yet',
  'empty.empty_data.description': 'New items will show up here.',
  'empty.area_limit.title': 'Not available in your region',
  'empty.area_limit.description': 'This content is not available in your location.',
  'empty.network_error.title': 'No connection',
  'empty.network_error.description': 'Check your internet connection and try again.',
  'empty.loading.title': 'Loading…',
  'empty.loading.description': 'Just a moment.',
  'image.failed': 'Image unavailable',
  'countdown.label': 'Time left: {time}',
  'countdown.ended': 'Ended',
  'badge.count': '{count} new items',
  'badge.dot': 'Something new',
  'avatar.label': "{name}'s avatar",
  'frame.skipToContent': 'Skip to content',
  'app.name': 'Vitrine',
  'app.tagline': 'Online casino',

  // messages/forms.ts
  'field.showPassword': 'Show password',
  'field.hidePassword': 'Hide password',
  'field.counterShort': '{count}/{max}',

  // messages/overlays.ts
  'dialog.ok': 'OK',

  // messages/display.ts
  'badge.countOne': '{count} new item',
  'badge.countOverflow': 'More than {max} new items',
  'badge.gift': 'Get a gift',

  // messages/format.ts
  'money.hidden': 'Amount hidden',
  'money.unavailable': 'Amount unavailable',

  // messages/core.ts
  'api.error.timeout': 'The server took too long to respond. Please try again.',
  'api.error.network': 'No connection to the server. Check your internet and try again.',
  'api.error.http': 'The server is having problems right now. Please try again later.',
  'api.error.invalidResponse': 'We got an unexpected response from the server. Please try again.',
  'api.error.generic': 'The operation could not be completed. Please try again.',
  'api.error.aborted': 'The request was cancelled.',
  'api.error.encryption':
    'Your data could not be protected in this browser. Update your browser and try again.',
  'session.ended.title': 'Session ended',

  // messages/shell.ts
  'tabBar.label': 'Main navigation',
  'tabBar.home': 'Home',
  'tabBar.promotion': 'Promotions',
  'tabBar.deposit': 'Deposit',
  'tabBar.activity': 'Activities',
  'tabBar.person': 'Profile',
  'header.menu': 'Menu',
  'header.login': 'Log in',
  'header.register': 'Sign up',
  'header.registerGift': 'Sign up and get {count} gifts worth {amount}',
  'header.wallet': 'Wallet balance',
  'header.language': 'Language',
  'header.search': 'Search games',
  'header.service': 'Customer service',
  'footer.ageBadge': '18+',
  'footer.ageNotice': 'Not allowed for anyone under 18.',
  'footer.responsible':
    'Play responsibly: only bet what you can afford to lose and take breaks. Gambling can be addictive.',
  'footer.social': 'Social media',
  'footer.newTab': '(opens in a new tab)',
  'footer.copyright': '© {years} {brand}. All rights reserved.',
  'sideMenu.title': 'Menu',
  'sideMenu.games': 'Games',
  'sideMenu.activities': 'Promotions',
  'sideMenu.more': 'More',
  'sideMenu.language': 'Language',
  'sideMenu.service': 'Customer service',
  'sideMenu.greeting': 'Hi, {name}',
  'scrollTop.label': 'Back to top',
  'float.region': 'Shortcuts',
  'float.dismiss': 'Close {name}',
  'float.newTab': '{name} (opens in a new tab)',

  // auth (messages/auth.ts)
  'auth.title': 'Log in or sign up',
  'auth.tabs.label': 'Account access',
  'auth.tab.login': 'Log in',
  'auth.tab.register': 'Sign up',
  'auth.phone.label': 'Mobile number',
  'auth.phone.placeholder': '(11) 91234-5678',
  'auth.phone.invalid': 'Enter a valid mobile number with its area code',
  'auth.password.label': 'Password',
  'auth.password.newLabel': 'New password',
  'auth.password.confirmLabel': 'Repeat the new password',
  'auth.password.hint': '8 to 20 characters, with letters and numbers',
  'auth.password.weak': 'Use 8 to 20 characters, with letters and numbers',
  'auth.password.mismatch': 'The passwords do not match',
  'auth.code.label': 'SMS code',
  'auth.code.invalid': 'The code has 6 digits',
  'auth.code.send': 'Send code',
  'auth.code.resend': 'Resend in {seconds} s',
  'auth.code.sent': 'We sent a code by SMS to {phone}.',
  'auth.cpf.label': 'CPF',
  'auth.cpf.placeholder': '000.000.000-00',
  'auth.cpf.invalid': 'Invalid CPF',
  'auth.invite.label': 'Invite code (optional)',
  'auth.invite.invalid': 'Use letters and numbers only',
  'auth.terms.label': 'I am 18 or older and accept the terms of use and the privacy policy',
  'auth.terms.required': 'Confirm that you are 18 or older and accept the terms',
  'auth.gift.title': 'Get {count} gifts worth {amount}',
  'auth.gift.description': 'A welcome gift for signing up now.',
  'auth.login.submit': 'Log in',
  'auth.login.forgot': 'Forgot my password',
  'auth.login.success': 'Welcome back!',
  'auth.register.submit': 'Create account',
  'auth.register.success': 'Account created. Welcome!',
  'auth.reset.title': 'Reset password',
  'auth.reset.intro':
    "Enter your account's mobile number. We will text you a code so you can set a new password.",
  'auth.reset.submit': 'Save new password',
  'auth.reset.doneTitle': 'Password reset',
  'auth.reset.doneText': 'All set! Now log in with your new password.',
  'auth.reset.login': 'Log in',
  // end auth
};
