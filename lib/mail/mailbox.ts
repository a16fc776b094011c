// Whether the local mailbox (/dev/mail) opens for this request: mail goes to files, the app does not serve the
// public, and the request comes from this machine. Anyone else gets the 404 a production server gives: the mailbox
// holds password-reset links.
import 'server-only';
import { headers } from 'next/headers';
import { mailViewerEnabled } from '@/lib/config/mail';
import { isLocalRequest } from '@/lib/http/local-request';

export async function localMailboxOpen(): Promise<boolean> {
  return mailViewerEnabled() && isLocalRequest(await headers());
}
