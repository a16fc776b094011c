// Crawlers get the status code of an error, never an error page body.
const botPattern =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|lighthouse-bot|headlesschrome\/.*bot/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && botPattern.test(userAgent);
}
