// Who is reading, for the visibility rules of lib/tenders/queries.
import 'server-only';
import { anonymousViewer, type Viewer } from './queries';

/**
 * The viewer of the current request. Until sign-in is wired in (auth core), every request reads as
 * anonymous, which can only hide private tenders, never show one to the wrong user.
 */
export async function currentViewer(): Promise<Viewer> {
  return anonymousViewer;
}
