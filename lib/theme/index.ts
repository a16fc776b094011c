// Theme choice: light or dark, default dark, remembered in a long-lived cookie the server never reads.
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const defaultTheme: Theme = 'dark';
export const themeCookieName = 'theme';
/** About a thousand years, as the product asks (browsers cap what they store; the header carries it all). */
export const themeCookieMaxAgeSeconds = 60 * 60 * 24 * 365 * 1000;

/**
 * Runs before first paint (inline, blocking) so the page never flashes the wrong theme;
 * the server renders the default and leaves the cookie to the browser, so pages stay static.
 */
export const themeBootScript = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${themeCookieName}=(light|dark)(?:;|$)/);var t=m?m[1]:'${defaultTheme}';var d=document.documentElement;d.setAttribute('data-theme',t);d.style.colorScheme=t;}catch(e){}})();`;

export function themeCookieHeader(theme: Theme, secure: boolean): string {
  return `${themeCookieName}=${theme}; Path=/; Max-Age=${themeCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
