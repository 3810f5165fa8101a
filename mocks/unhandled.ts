/**
 * Whether an unhandled request is an API call that the mock world should have answered.
 * Static assets (scripts, fonts, images served by Vite or Storybook) pass through.
 */
export function isApiRequest(url: URL, origin: string): boolean {
  if (url.origin !== origin) return true;
  return /^\/(api|papi|game)\//.test(url.pathname);
}
