// What the tender page says when the buyer's portal keeps its documents behind a login.

export interface LoginRequiredNotice {
  readonly message: string;
  /** The portal page to open, for the link beside the message. */
  readonly portalUrl: string;
  readonly linkLabel: string;
}

/** The short notice with the portal's link: the person downloads the documents there and uploads them here. */
export function loginRequiredNotice(portalUrl: string): LoginRequiredNotice {
  return {
    message: "This buyer's portal needs a login: download the documents there and upload them here.",
    portalUrl,
    linkLabel: `Open the buyer's portal (${URL.parse(portalUrl)?.hostname ?? portalUrl})`,
  };
}
