/** pt-BR messages of the app shell (header, tab bar, footer, menus, floats). */
export const shellMessages = {} as const;
