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
};
